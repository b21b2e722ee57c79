import { useEffect, useRef, useState, type DragEvent } from "react";
import { COVER_ACCEPT, coverFileProblem } from "@/features/admin/books/utils/cover-file";

/** The picked cover file, why it cannot be sent (if so), a preview of it, and how much of it has gone up. */
export function useCoverFile() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string>();
  // Bumped by clear(): the file input is drawn anew, so it forgets the file it showed too.
  const [resets, setResets] = useState(0);
  // The preview's blob address is let go when another file replaces it and when the form goes.
  const previewRef = useRef<string>(undefined);
  useEffect(() => () => revoke(previewRef.current), []);

  const showPreview = (picked: File | null) => {
    revoke(previewRef.current);
    previewRef.current = picked ? URL.createObjectURL(picked) : undefined;
    setPreview(previewRef.current);
  };
  return {
    file,
    problem,
    progress,
    preview,
    resets,
    pick(picked: File | null) {
      const refusal = picked ? coverFileProblem(picked) : undefined;
      setFile(picked);
      setProblem(refusal);
      setProgress(null);
      showPreview(refusal ? null : picked);
    },
    /** The server's refusal of the file (unreadable, animated…), shown where a picked file's problem is. */
    refuse: setProblem,
    setProgress,
    clear() {
      setFile(null);
      setProblem(undefined);
      setProgress(null);
      showPreview(null);
      setResets((count) => count + 1);
    },
  };
}
export type CoverFile = ReturnType<typeof useCoverFile>;

const revoke = (address: string | undefined) => {
  if (address) URL.revokeObjectURL(address);
};

/**
 * A cover picked or dropped: the file input (labelled by the form's field), a drop area, a preview of the picked
 * image before anything is sent, 'Selected: {file name}' with a way to clear it, the upload's progress and a
 * refusal's reason.
 */
export function CoverPicker({
  cover,
  inputProps,
  inputKey,
}: {
  cover: CoverFile;
  inputProps: Record<string, unknown> & { id: string };
  /** Changes when the form starts over, so the input forgets its file too. */
  inputKey?: number;
}) {
  const { preview } = cover;
  const [dragging, setDragging] = useState(false);
  const problemId = `${inputProps.id}-problem`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) cover.pick(dropped);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="cover-drop-area"
      className={`rounded-md border-2 border-dashed p-3 ${dragging ? "border-blue-500 bg-blue-50" : "border-gray-300"}`}
    >
      <input
        key={`${inputKey ?? 0}-${cover.resets}`}
        type="file"
        accept={COVER_ACCEPT}
        onChange={(event) => cover.pick(event.target.files?.[0] ?? null)}
        className="w-full"
        {...inputProps}
        {...(cover.problem ? { "aria-invalid": true, "aria-describedby": problemId } : {})}
      />
      <p className="mt-1 text-xs text-gray-500">Or drop an image here: JPEG, PNG, WebP or AVIF, up to 10 MiB.</p>
      {cover.file && (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-gray-500">
          <p>Selected: {cover.file.name}</p>
          <button
            type="button"
            onClick={() => {
              cover.clear();
              // The button goes with the file: focus returns to the (new) file input.
              requestAnimationFrame(() => document.getElementById(inputProps.id)?.focus());
            }}
            className="text-action underline"
          >
            Clear the chosen file
          </button>
        </div>
      )}
      {preview && (
        <img src={preview} alt="Preview of the chosen cover" className="mt-2 max-h-48 w-auto rounded border" />
      )}
      {cover.progress !== null && (
        <progress value={cover.progress} max={1} aria-label="Cover upload progress" className="mt-2 block w-full" />
      )}
      {cover.problem && (
        <p id={problemId} role="alert" className="mt-1 text-sm text-danger">
          {cover.problem}
        </p>
      )}
    </div>
  );
}
