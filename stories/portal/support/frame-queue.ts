/**
 * How many of a docs page's story frames load at once. A screen's frame fetches about 500 scripts before its
 * story shows; Chromium refuses a page's requests past a few thousand in flight (ERR_INSUFFICIENT_RESOURCES), and
 * the five frames a page opens at first went over it, leaving some blank or stuck loading.
 */
const AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

function next() {
  while (running < AT_ONCE && waiting.length) waiting.shift()!();
}

/**
 * Queues a frame's load: `start` is called when its turn comes, with `done` to call once the frame has shown
 * its story (or given up), which lets the next one start. The returned function leaves the queue, or ends the
 * turn, when the frame goes away first.
 */
export function queueFrame(start: (done: () => void) => void): () => void {
  let state: 'waiting' | 'running' | 'over' = 'waiting';
  const done = () => {
    if (state !== 'running') return;
    state = 'over';
    running -= 1;
    next();
  };
  const begin = () => {
    state = 'running';
    running += 1;
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
