import * as React from 'react';
import { DocsContext, Story, getStoryId, getStoryProps } from '@storybook/addon-docs/blocks';
import { globalsParam, storyFrameHref } from './frame-address';
import { queueFrame } from './frame-queue';
import { Loader } from 'storybook/internal/components';
import { STORY_FINISHED, STORY_MISSING } from 'storybook/internal/core-events';

type StoryBlockProps = React.ComponentProps<typeof Story>;

/** A frame whose story has not finished in this long lets the next one load all the same. */
const GIVE_UP_MS = 20_000;

type Channel = React.ContextType<typeof DocsContext>['channel'];

/**
 * Whether the story frame in `box` may be drawn: once the box comes near the window and its turn comes
 * (`queueFrame`). The turn ends when the frame's story has finished, drawn and played, as the frame's preview
 * tells on the channel (a frame's channel talks to the page that holds it), or is missing.
 */
function useFrameTurn(box: React.RefObject<HTMLDivElement | null>, storyId: string, src: string, channel: Channel) {
  const [turn, setTurn] = React.useState(false);
  React.useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let leave = () => {};
    let stopWaiting = () => {};
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        leave = queueFrame((done) => {
          const end = () => {
            stopWaiting();
            done();
          };
          const finished = (payload: { storyId?: string } | string) => (typeof payload === 'string' ? payload : payload?.storyId) === storyId && end();
          channel.on(STORY_FINISHED, finished);
          channel.on(STORY_MISSING, finished);
          const timer = setTimeout(end, GIVE_UP_MS);
          stopWaiting = () => {
            channel.off(STORY_FINISHED, finished);
            channel.off(STORY_MISSING, finished);
            clearTimeout(timer);
          };
          setTurn(true);
        });
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(element);
    return () => {
      near.disconnect();
      stopWaiting();
      leave();
      setTurn(false);
    };
  }, [box, storyId, src, channel]);
  return turn;
}

/**
 * The docs page's `Story` block for screens (given as `parameters.docs.components.Story`): a story drawn in a frame
 * of its own opens in the brand, language and colour mode chosen in the toolbar. Storybook's own frame opens its
 * story in the book's initial globals; the docs page is drawn again when the toolbar changes, so the frames open
 * again with the new choice. Frames load when they come near the window, one at a time (`queueFrame`). A story
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
  return (
    <QueuedFrame
      blockId={`story--${story.id}${storyProps.primary ? '--primary' : ''}`}
      storyId={story.id}
      title={story.name}
      src={src}
      height={storyProps.height}
      channel={context.channel}
    />
  );
}

interface QueuedFrameProps {
  blockId: string;
  storyId: string;
  channel: Channel;
  title: string;
  src: string;
  height?: string;
}

/** Storybook's frame markup (the ids and classes its page and styles look for), its frame drawn in its turn: Storybook's loader until then. */
function QueuedFrame({ blockId, storyId, channel, title, src, height }: QueuedFrameProps) {
  const box = React.useRef<HTMLDivElement>(null);
  const turn = useFrameTurn(box, storyId, src, channel);
  return (
    <div id={blockId} className="sb-story sb-unstyled" data-story-block="true">
      <div ref={box} style={{ position: 'relative', width: '100%', height }}>
        {turn ? (
          <iframe
            key={src}
            id={`iframe--${storyId}`}
            title={title}
            src={src}
            allow="fullscreen"
            style={{ width: '100%', height: '100%', border: '0 none' }}
          />
        ) : (
          <Loader />
        )}
      </div>
    </div>
  );
}
