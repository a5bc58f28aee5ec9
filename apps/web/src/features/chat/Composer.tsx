import { MAX_CHAT_MESSAGE_CHARS } from '@studybot/contract';
import { SendHorizontal, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ENTER_HINT } from './messages';

/** From here on the box shows how many characters are left. */
const COUNT_FROM = MAX_CHAT_MESSAGE_CHARS - 500;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Nothing is sent while it is empty
 * or while an answer is coming (`busy`), when Send becomes Stop.
 */
export function Composer({
  busy,
  disabled = false,
  onSend,
  onStop,
  inputRef,
}: {
  busy: boolean;
  /** Not ready to take a message yet (the chat is loading). */
  disabled?: boolean;
  /** Sends the text; false when it was not sent. */
  onSend(text: string): boolean;
  onStop(): void;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const blank = text.trim() === '';

  function send() {
    if (busy || disabled || blank) return;
    if (onSend(text)) setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter picks the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 sm:p-4">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          placeholder="Ask me anything..."
          aria-describedby={hintId}
          className="field-sizing-content max-h-48 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
        />
        {busy ? (
          <Button variant="secondary" onClick={onStop} className="h-11 shrink-0">
            <Square aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={blank || disabled} className="h-11 shrink-0">
            <SendHorizontal aria-hidden="true" className="size-4" />
            Send
          </Button>
        )}
      </div>
      <p id={hintId} className="mt-1.5 flex justify-between gap-2 text-xs text-slate-600">
        <span>{ENTER_HINT}</span>
        {text.length >= COUNT_FROM ? (
          <span aria-live="polite">{MAX_CHAT_MESSAGE_CHARS - text.length} characters left</span>
        ) : null}
      </p>
    </form>
  );
}
