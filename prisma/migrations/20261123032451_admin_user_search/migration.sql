-- Trigram matching for the admin user search (pg_trgm ships with PostgreSQL contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "User_usernameKey_trgm_idx" ON "User" USING GIN ("usernameKey" gin_trgm_ops);
