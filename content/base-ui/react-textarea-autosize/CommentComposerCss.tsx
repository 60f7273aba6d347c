import { useState } from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const css = `
.composer {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  --button-ring: #1d4ed8;
  display: grid;
  gap: 8px;
  max-width: 420px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .composer {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
  --button-ring: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .composer {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
    --button-ring: #93c5fd;
  }
}
.composer label { font-size: 0.875rem; font-weight: 600; }
.composer textarea {
  box-sizing: border-box;
  width: 100%;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  resize: none;
}
.composer textarea:focus {
  outline: none;
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.composer-footer {
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: 0.75rem;
}
.composer button {
  padding: 6px 14px;
  border-radius: 8px;
  border: none;
  background-color: #1d4ed8;
  color: #ffffff;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.composer button:focus-visible { outline: 2px solid var(--button-ring); outline-offset: 2px; }
.composer button:disabled { background-color: #64748b; cursor: not-allowed; }
`;

export default function CommentComposerCss() {
  const [comment, setComment] = useState('');
  return (
    <form className="composer" onSubmit={(event) => event.preventDefault()}>
      <style>{css}</style>
      <label htmlFor="pull-request-comment-css">Leave a comment</label>
      <TextareaAutosize
        id="pull-request-comment-css"
        minRows={2}
        maxRows={6}
        placeholder="Looks good to me, one question about the migration…"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="composer-footer">
        <span>Grows up to 6 lines, then scrolls.</span>
        <button type="submit" disabled={comment.trim() === ''}>
          Comment
        </button>
      </div>
    </form>
  );
}
