import Box from '@mui/material/Box';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from '../../i18n';
import type { CodeVariant } from '../../settings';
import { applyTextEdit, indentEdit, type TextEdit } from './editorIndent';
import { EDITOR_TEXT_STYLE } from '../../shared/editorTextStyle';

interface DemoLiveEditorProps {
  value: string;
  onChange: (value: string) => void;
  variant: CodeVariant;
}

/** Applies an edit through the browser's own editing, so Ctrl+Z undoes it. */
function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit, onChange: (v: string) => void) {
  textarea.setSelectionRange(edit.start, edit.end);
  const inserted = edit.insert.length > 0 && document.execCommand('insertText', false, edit.insert);
  if (!inserted) {
    const next = applyTextEdit(textarea.value, edit);
    textarea.value = next;
    onChange(next);
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

/**
 * The demo's code as a plain text editor. Tab indents and Shift+Tab outdents;
 * to leave with the keyboard, press Esc, then Tab (or Shift+Tab), which the
 * hint under the editor says.
 */
export function DemoLiveEditor({ value, onChange, variant }: DemoLiveEditorProps) {
  const t = useTranslate();
  const hintId = useId();
  // After Esc, the next Tab moves focus instead of indenting.
  const leaving = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      leaving.current = true;
      return;
    }
    const plainTab = event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (plainTab && !leaving.current) {
      event.preventDefault();
      const textarea = event.currentTarget;
      const { selectionStart, selectionEnd } = textarea;
      applyEdit(
        textarea,
        indentEdit(value, selectionStart, selectionEnd, event.shiftKey),
        onChange,
      );
      return;
    }
    if (event.key !== 'Shift' && event.key !== 'Tab') {
      leaving.current = false;
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="textarea"
        value={value}
        onChange={(event) => onChange((event.target as HTMLTextAreaElement).value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          leaving.current = false;
        }}
        aria-label={t(variant === 'TS' ? 'demo.editorLabelTs' : 'demo.editorLabelJs')}
        aria-describedby={hintId}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        rows={value.split('\n').length}
        data-variant-editor={variant}
        sx={{
          ...EDITOR_TEXT_STYLE,
          display: 'block',
          boxSizing: 'border-box',
          width: '100%',
          maxHeight: 640,
          resize: 'none',
          overflow: 'auto',
          whiteSpace: 'pre',
          border: 0,
          color: 'text.primary',
          bgcolor: 'transparent',
          caretColor: 'currentColor',
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      />
      <Box
        id={hintId}
        sx={{
          px: 2,
          py: 0.5,
          borderTop: 1,
          borderColor: 'divider',
          fontSize: '0.75rem',
          color: 'text.secondary',
        }}
      >
        {t('demo.editorHint')}
      </Box>
    </Box>
  );
}
