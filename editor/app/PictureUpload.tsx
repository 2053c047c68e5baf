// "Upload a picture…" beside a picture's file name (back office only): the chosen file is uploaded as a
// draft of site-config/images/ (POST /admin/api/pictures, which checks its bytes and strips its
// metadata) and the field then names it. In `npm run edit` pictures are files put in site-config/images/,
// so the control is not shown there.
import { useId, useState } from 'react';
import { ApiError, inOffice, uploadPicture } from './api.ts';

/** The schemas' picture fields: a "src" whose pattern is a picture's file name (common.schema.json: image, socialImage). */
export function isPictureField(key: string, schema: { pattern?: unknown }): boolean {
  return key === 'src' && typeof schema.pattern === 'string' && schema.pattern.includes('png') && schema.pattern.includes('webp');
}

/**
 * The name to upload a chosen file as: its own name in lower case, spaces and underscores as dashes, other
 * characters dropped, ending in .jpg, .png or .webp; kept in the folder the field already names ("team/…").
 */
export function pictureName(fileName: string, type: string, current: unknown): string {
  const dot = fileName.lastIndexOf('.');
  const ext = (dot > 0 ? fileName.slice(dot + 1) : '').toLowerCase();
  const format = ext === 'jpg' || ext === 'jpeg' || type === 'image/jpeg' ? 'jpg' : ext === 'webp' || type === 'image/webp' ? 'webp' : 'png';
  const base =
    (dot > 0 ? fileName.slice(0, dot) : fileName)
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'picture';
  const folder = typeof current === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*\//.test(current) ? current.slice(0, current.indexOf('/') + 1) : '';
  return `${folder}${base}.${format}`;
}

/** The upload's limit (admin/server/publish/pictures.ts PICTURE_MAX_BYTES). */
const MAX_BYTES = 5 * 1024 * 1024;

export function PictureUpload({ value, onChange, disabled }: { value: unknown; onChange: (src: string) => void; disabled?: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  if (!inOffice) return null;
  return (
    <div className="editor-upload" data-picture-upload="">
      <input
        id={id}
        className="editor-visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={disabled || busy}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          // The server refuses it too (413), but a browser may drop a refused upload as a network error.
          if (file.size > MAX_BYTES) {
            input.value = '';
            setStatus({ error: true, text: 'The picture is larger than 5 MB; it must be at most 5 MB.' });
            return;
          }
          setBusy(true);
          setStatus(null);
          try {
            const answer = await uploadPicture(pictureName(file.name, file.type, value), file);
            onChange(answer.src);
            setStatus({ error: false, text: `Uploaded as a draft: visitors see the picture once it is published.` });
          } catch (error) {
            setStatus({ error: true, text: error instanceof ApiError ? error.message : 'The picture could not be uploaded. Try again.' });
          } finally {
            setBusy(false);
            input.value = '';
          }
        }}
      />
      <label htmlFor={id} className="editor-upload-button" aria-disabled={disabled || busy ? true : undefined}>
        {busy ? 'Uploading…' : 'Upload a picture…'}
      </label>
      <p className={status?.error ? 'editor-error' : 'editor-help'} role="status" data-upload-status="">
        {status ? (status.error ? `✗ ${status.text}` : status.text) : ''}
      </p>
    </div>
  );
}
