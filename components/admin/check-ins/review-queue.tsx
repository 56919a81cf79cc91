"use client";
// The review queue (docs/product/check-ins.md#the-coachs-side): answers not reviewed yet, flagged
// first, 20 a page ("Show more"); each with its questions and answers and a "Reviewed" button.
import { toastFailure } from "@/components/admin/tab-parts";
import { Button } from "@/components/ui/button";
import { TriangleAlertIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useMarkReviewed, useReviewQueue } from "@/lib/client/use-admin-check-ins";
import { answerText } from "@/lib/domain/check-in-questions";
import type { ReviewItemDto } from "@/lib/schemas/check-ins";

function ReviewItem({ item }: { item: ReviewItemDto }) {
  const reviewed = useMarkReviewed();
  const flagged = new Set(item.flaggedQuestions);
  const headingId = `review-${item.id}`;
  return (
    <li className="bg-card grid gap-2 rounded-xl border p-4" data-testid="review-item">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="min-w-0 flex-1 font-semibold">
          {item.username} <span className="text-muted-foreground text-sm font-normal">{item.formTitle}, {item.date}</span>
        </h4>
        {item.flagged ? (
          <span className="text-destructive flex items-center gap-1 text-sm font-semibold">
            <TriangleAlertIcon className="size-4" aria-hidden /> Flagged
          </span>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={reviewed.isPending}
          onClick={() => reviewed.mutate(item.id, { onError: toastFailure })}
        >
          Reviewed
        </Button>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {item.questions.map((q) => (
          <div key={q.id} className="contents">
            <dt className="text-muted-foreground">
              {q.label}
              {flagged.has(q.id) ? <span className="text-destructive font-semibold"> (flagged)</span> : null}
            </dt>
            <dd className="break-words">{answerText(q, item.answers[q.id]) || "-"}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function ReviewQueue() {
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useReviewQueue();
  const items = data?.pages.flatMap((p) => p?.answers ?? []) ?? [];
  return (
    <section aria-labelledby="review-title" className="grid gap-3">
      <h3 id="review-title" className="text-lg font-semibold">
        Review queue
      </h3>
      {isLoading ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No answers to review.</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button variant="outline" className="justify-self-start" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}
