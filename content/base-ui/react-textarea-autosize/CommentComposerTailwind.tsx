import { useState } from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const textareaClassName =
  'box-border w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-normal text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-900';
const postButtonClassName =
  'cursor-pointer rounded-lg border-0 bg-blue-700 px-3.5 py-1.5 text-sm font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-500 dark:focus-visible:outline-blue-300';

export default function CommentComposerTailwind() {
  const [comment, setComment] = useState('');
  return (
    <form className="grid max-w-[420px] gap-2" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="pull-request-comment-tw" className="text-sm font-semibold">
        Leave a comment
      </label>
      <TextareaAutosize
        id="pull-request-comment-tw"
        className={textareaClassName}
        minRows={2}
        maxRows={6}
        placeholder="Looks good to me, one question about the migration…"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="flex items-center justify-between text-xs">
        <span>Grows up to 6 lines, then scrolls.</span>
        <button type="submit" className={postButtonClassName} disabled={comment.trim() === ''}>
          Comment
        </button>
      </div>
    </form>
  );
}
