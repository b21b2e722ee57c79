import type { MyReview } from "@bookstore/schema";
import { REVIEW_STARS, REVIEWS } from "@bookstore/schema/constants";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client";
import { useDeleteReview, useSaveReview } from "@/features/reviews/api/reviews";

const errorText = (error: unknown) => {
  if (!(error instanceof ApiError)) return "Your review could not be saved. Please try again.";
  const fields = Object.values(error.fields ?? {}).flat();
  return fields.length ? fields.join(" ") : error.message;
};

/**
 * The buyer's own review: stars and words, written, edited or deleted. `saved` (kept by the page, as the form
 * starts again from the review once it is saved) says the last save went through.
 */
export function ReviewForm({
  bookId,
  review,
  saved = false,
  onSavedChange,
}: {
  bookId: string;
  review: MyReview | null;
  saved?: boolean;
  onSavedChange?: (saved: boolean) => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | undefined>(review?.rating);
  const [text, setText] = useState(review?.text ?? "");
  const [missingRating, setMissingRating] = useState(false);
  const save = useSaveReview(bookId, () => onSavedChange?.(true));
  const remove = useDeleteReview(bookId);
  const busy = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === undefined) {
      setMissingRating(true);
      return;
    }
    setMissingRating(false);
    remove.reset();
    onSavedChange?.(false);
    save.mutate({ rating, text });
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="mb-8 rounded-md border p-4">
      <h3 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {review ? "Your review" : "Write a review"}
      </h3>
      {review?.hidden && <p className="mb-3 text-sm text-gray-700">The store has hidden your review from this page.</p>}
      <fieldset className="mb-3" aria-describedby={missingRating ? `${id}-missing` : undefined}>
        <legend className="mb-1 font-medium">Your rating</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {REVIEW_STARS.map((stars) => (
            <label key={stars} className="flex min-h-6 items-center gap-1">
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {stars} {stars === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
        {missingRating && (
          <p id={`${id}-missing`} role="alert" className="mt-1 text-sm text-danger">
            Choose a rating from 1 to 5 stars.
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-text`} className="mb-1 block font-medium">
        Your review (optional)
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEWS.maxText}
        rows={4}
        className="mb-1 w-full rounded-md border p-2"
      />
      <p className="mb-3 text-sm text-gray-600">
        {text.length} / {REVIEWS.maxText} characters
      </p>
      {failure && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {errorText(failure)}
        </p>
      )}
      {(saved || save.isSuccess) && !busy && !failure && (
        <p role="status" className="mb-3 text-sm text-gray-700">
          Thank you: your review is saved.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className="btn btn-brand px-6">
          {review ? "Update review" : "Post review"}
        </button>
        {review && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              save.reset();
              onSavedChange?.(false);
              remove.mutate();
            }}
            className="btn btn-danger-outline px-6"
          >
            Delete review
          </button>
        )}
      </div>
    </form>
  );
}
