import * as React from 'react';

/**
 * The text for a polite live region: follows `text`, but changes at most once
 * per `interval` ms (the last text always arrives), and only after `armed`,
 * so nothing is announced on first render.
 */
export function useThrottledAnnouncement(text: string, armed: boolean, interval: number): string {
  const [announced, setAnnounced] = React.useState('');
  const last = React.useRef(0);
  const latest = React.useRef(text);
  React.useEffect(() => {
    latest.current = text;
    if (!armed) return;
    const wait = last.current + interval - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setAnnounced(text);
      return;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setAnnounced(latest.current);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, armed, interval]);
  return announced;
}
