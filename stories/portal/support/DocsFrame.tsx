import * as React from 'react';
import { DocsContext, Story, getStoryId, getStoryProps } from '@storybook/addon-docs/blocks';
import { globalsParam, storyFrameHref } from './frame-address';
import { queueFrame } from './frame-queue';

type StoryBlockProps = React.ComponentProps<typeof Story>;

/** The preview's page says its story is shown, failed or is missing: the frame has fetched what it needs. */
const SHOWN = /\bsb-show-(main|errordisplay|nopreview)\b/;
/** A frame that shows nothing for this long lets the next one load all the same. */
const GIVE_UP_MS = 20_000;

/**
 * Loads the story frame in `box` once it comes near the window, in its turn (`queueFrame`): true when the frame
 * may be drawn. `shown` is to be called on the frame's load: it ends the turn once the story is shown.
 */
function useFrameTurn(box: React.RefObject<HTMLDivElement | null>, src: string) {
  const [turn, setTurn] = React.useState(false);
  const finish = React.useRef(() => {});
  const stopWatching = React.useRef(() => {});
  React.useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let leave = () => {};
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        leave = queueFrame((done) => {
          finish.current = done;
          setTurn(true);
        });
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(element);
    return () => {
      near.disconnect();
      stopWatching.current();
      leave();
      setTurn(false);
    };
  }, [box, src]);

  const shown = React.useCallback((frame: HTMLIFrameElement) => {
    const end = () => {
      stopWatching.current();
      finish.current();
    };
    let body: HTMLElement | undefined;
    try {
      body = frame.contentDocument?.body;
    } catch {
      // A preview on another origin: its page cannot be read, so its load is the end of its turn.
    }
    if (!body || SHOWN.test(body.className)) return end();
    const watcher = new MutationObserver(() => SHOWN.test(body.className) && end());
    watcher.observe(body, { attributes: true, attributeFilter: ['class'] });
    const timer = setTimeout(end, GIVE_UP_MS);
    stopWatching.current = () => {
      watcher.disconnect();
      clearTimeout(timer);
    };
    return undefined;
  }, []);
  return { turn, shown };
}

/**
 * The docs page's `Story` block for screens (given as `parameters.docs.components.Story`): a story drawn in a frame
 * of its own opens in the brand, language and colour mode chosen in the toolbar. Storybook's own frame opens its
 * story in the book's initial globals; the docs page is drawn again when the toolbar changes, so the frames open
 * again with the new choice. Frames load when they come near the window, a few at a time (`queueFrame`). A story
 * drawn inline, or one the page cannot resolve, is Storybook's own block.
 */
export function DocsFrame(props: StoryBlockProps) {
  const context = React.useContext(DocsContext);
  let story;
  try {
    story = context.storyById(getStoryId(props, context));
  } catch {
    return <Story {...props} />;
  }
  const storyProps = getStoryProps(props, story, context);
  if (storyProps.inline) return <Story {...props} />;
  const { userGlobals, initialGlobals } = context.getStoryContext(story);
  const src = storyFrameHref(story.id, globalsParam(userGlobals, initialGlobals), (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL);
  return <QueuedFrame blockId={`story--${story.id}${storyProps.primary ? '--primary' : ''}`} frameId={`iframe--${story.id}`} title={story.name} src={src} height={storyProps.height} />;
}

interface QueuedFrameProps {
  blockId: string;
  frameId: string;
  title: string;
  src: string;
  height?: string;
}

/** Storybook's frame markup (the ids and classes its page and styles look for), its frame drawn in its turn. */
function QueuedFrame({ blockId, frameId, title, src, height }: QueuedFrameProps) {
  const box = React.useRef<HTMLDivElement>(null);
  const { turn, shown } = useFrameTurn(box, src);
  return (
    <div id={blockId} className="sb-story sb-unstyled" data-story-block="true">
      <div ref={box} style={{ width: '100%', height }}>
        {turn && (
          <iframe
            key={src}
            id={frameId}
            title={title}
            src={src}
            allow="fullscreen"
            onLoad={(event) => shown(event.currentTarget)}
            style={{ width: '100%', height: '100%', border: '0 none' }}
          />
        )}
      </div>
    </div>
  );
}
