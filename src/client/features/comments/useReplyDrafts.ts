import * as React from 'react';

/**
 * The inbox's reply drafts and each one's message, by comment id. A message answers the text it was
 * given: changing the draft takes it away (a "Write a reply first" stays no longer than the empty box).
 */
export function useReplyDrafts() {
  const [drafts, setDrafts] = React.useState<Record<number, string>>({});
  const [errors, setErrors] = React.useState<Record<number, string>>({});
  const setError = React.useCallback((id: number, text: string) => setErrors((e) => ({ ...e, [id]: text })), []);
  const change = React.useCallback((id: number, text: string) => {
    setDrafts((d) => ({ ...d, [id]: text }));
    setErrors((e) => {
      if (!(id in e)) return e;
      const { [id]: _, ...rest } = e;
      return rest;
    });
  }, []);
  /** After a reply went out: no draft, no message. */
  const clear = React.useCallback((id: number) => {
    setDrafts(({ [id]: _, ...rest }) => rest);
    setErrors(({ [id]: _, ...rest }) => rest);
  }, []);
  return { drafts, errors, setError, change, clear };
}
