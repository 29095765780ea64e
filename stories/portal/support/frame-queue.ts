/**
 * A docs page's story frames load one at a time, each once the one before has finished its story (drawn and
 * played). A screen's frame fetches about 500 scripts before its story shows: five frames opened at once went
 * past what Chromium lets a page have in flight (ERR_INSUFFICIENT_RESOURCES), leaving some blank or stuck
 * loading. And two play functions at once take the focus from each other: a field left mid-typing is checked
 * on blur, and the story ends in a state it never shows alone.
 */
let running = false;
const waiting: (() => void)[] = [];

function next() {
  if (!running) waiting.shift()?.();
}

/**
 * Queues a frame's load: `start` is called when its turn comes, with `done` to call once the frame has finished
 * its story (or given up), which lets the next one start. The returned function leaves the queue, or ends the
 * turn, when the frame goes away first.
 */
export function queueFrame(start: (done: () => void) => void): () => void {
  let state: 'waiting' | 'running' | 'over' = 'waiting';
  const done = () => {
    if (state !== 'running') return;
    state = 'over';
    running = false;
    next();
  };
  const begin = () => {
    state = 'running';
    running = true;
    start(done);
  };
  waiting.push(begin);
  next();
  return () => {
    if (state === 'waiting') {
      waiting.splice(waiting.indexOf(begin), 1);
      state = 'over';
    } else done();
  };
}
