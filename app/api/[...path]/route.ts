// Any /api path no route handles: a JSON 404 for every method (never Next's HTML page).
import { notFound } from "@/lib/errors";
import { errorResponse } from "@/lib/api/errors";

// ALL /api/{unknown} - JSON 404
const notFoundJson = async () => errorResponse(notFound());

export {
  notFoundJson as GET,
  notFoundJson as HEAD,
  notFoundJson as POST,
  notFoundJson as PUT,
  notFoundJson as PATCH,
  notFoundJson as DELETE,
  notFoundJson as OPTIONS,
};
