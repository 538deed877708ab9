import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { ApiError, type Transport } from '../../lib/api-client/client';
import { libraryApi, uploadCreative, type UploadSource } from '../../lib/api-client/library';
import { LIBRARY_MEDIA_TYPES, creativeTypeOf, formatBytes, maxBytesOf, type LibraryCreative } from '../../lib/contract/library';
import { makeVideoPoster } from './video-poster';

// Drag-and-drop (or pick) many files: each gets a progress bar; three upload at a time; a failed one says why
// and can be retried. Files of a wrong type or size are refused here already, with the server's own wording.
// A video's poster is drawn here while it uploads, and sent once the creative exists (video-poster.ts).

const CONCURRENCY = 3;
const ACCEPT = LIBRARY_MEDIA_TYPES.join(',');

interface Job {
  key: string;
  file: UploadSource;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  error: string | null;
  note?: string;
}

function precheck(file: UploadSource): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (!(LIBRARY_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'Only PNG, JPEG, GIF or WebP images and MP4 or MOV videos can be uploaded.';
  if (file.size > maxBytesOf(file.type)) return `The file is too large: at most ${Math.round(maxBytesOf(file.type) / (1024 * 1024))} MB.`;
  return null;
}

export function UploadQueue({
  transport,
  folderId,
  onUploaded,
}: {
  transport: Transport;
  folderId: string | null;
  onUploaded(creative: LibraryCreative): void;
}) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const [dragging, setDragging] = useState(false);
  const running = useRef(new Set<string>());
  const input = useRef<HTMLInputElement>(null);
  const patch = (key: string, changes: Partial<Job>) => setJobs((all) => all.map((j) => (j.key === key ? { ...j, ...changes } : j)));

  const start = useCallback(
    (job: Job) => {
      running.current.add(job.key);
      patch(job.key, { status: 'uploading', progress: 0, error: null });
      const { file } = job;
      const poster = creativeTypeOf(file.type) === 'video' ? makeVideoPoster(new Blob([file.slice(0, file.size)], { type: file.type })) : null;
      uploadCreative(transport, file, { ...(folderId ? { folderId } : {}), onProgress: (progress) => patch(job.key, { progress }) })
        .then(async (creative) => {
          patch(job.key, { status: 'done', progress: 1 });
          onUploaded(creative);
          const frame = await poster;
          // The creative is whole without a poster (the grid shows ▶): a failure here is only a note.
          if (frame)
            await libraryApi.setPoster(transport, creative.id, frame).then(
              (answer) => onUploaded(answer.data),
              (error: unknown) => patch(job.key, { note: `Uploaded without a poster: ${error instanceof Error ? error.message : 'it could not be sent.'}` }),
            );
        })
        .catch((error: unknown) =>
          patch(job.key, { status: 'failed', error: error instanceof ApiError || error instanceof Error ? error.message : 'The upload failed.' }),
        )
        .finally(() => running.current.delete(job.key));
    },
    [transport, folderId, onUploaded],
  );

  // Three at a time, in the order dropped.
  useEffect(() => {
    const free = CONCURRENCY - running.current.size;
    jobs
      .filter((j) => j.status === 'queued' && !running.current.has(j.key))
      .slice(0, Math.max(0, free))
      .forEach(start);
  }, [jobs, start]);

  const add = (files: readonly UploadSource[]) =>
    setJobs((all) => [
      ...all.filter((j) => j.status !== 'done'),
      ...files.map((file): Job => {
        const error = precheck(file);
        return { key: crypto.randomUUID(), file, progress: 0, status: error ? 'failed' : 'queued', error };
      }),
    ]);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add([...(e.dataTransfer?.files ?? [])]);
  };
  const failed = jobs.filter((j) => j.status === 'failed' && precheck(j.file) === null);

  return (
    <Stack gap={6}>
      <Paper
        withBorder
        p="sm"
        data-testid="library-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-primary-color-light)' : undefined, textAlign: 'center' }}
      >
        <Text size="sm">Drop images and videos here, or</Text>
        <Button size="compact-sm" variant="light" mt={4} onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label="Upload files"
          onChange={(e) => {
            add([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      </Paper>
      {failed.length > 1 && (
        <Button size="compact-xs" variant="subtle" onClick={() => failed.forEach((j) => patch(j.key, { status: 'queued', error: null }))}>
          Retry {failed.length} failed uploads
        </Button>
      )}
      {jobs.map((job) => (
        <div key={job.key} data-testid="upload-row">
          <Group justify="space-between" gap={4} wrap="nowrap">
            {/* A long file name wraps: the buyer reads which file it is, whole, at 320 px. */}
            <Text size="xs" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {job.file.name} · {formatBytes(job.file.size)}
            </Text>
            {job.status === 'failed' && precheck(job.file) === null && (
              <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => patch(job.key, { status: 'queued', error: null })}>
                Retry
              </Button>
            )}
          </Group>
          <Progress
            value={Math.round(job.progress * 100)}
            color={job.status === 'failed' ? 'red' : job.status === 'done' ? 'green' : 'blue'}
            size="sm"
            aria-label={`Upload of ${job.file.name}`}
          />
          {job.error && (
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              {job.error}
            </Text>
          )}
          {job.note && (
            <Text size="xs" c="dimmed">
              {job.note}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
