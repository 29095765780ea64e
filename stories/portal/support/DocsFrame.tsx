import * as React from 'react';
import { DocsContext, Story, getStoryId, getStoryProps } from '@storybook/addon-docs/blocks';
import { globalsParam, storyFrameHref } from './frame-address';

type StoryBlockProps = React.ComponentProps<typeof Story>;

/**
 * The docs page's `Story` block for screens (given as `parameters.docs.components.Story`): a story drawn in a frame
 * of its own opens in the brand, language and colour mode chosen in the toolbar. Storybook's own frame opens its
 * story in the book's initial globals; the docs page is drawn again when the toolbar changes, so the frames open
 * again with the new choice. A story drawn inline, or one the page cannot resolve, is Storybook's own block.
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
  const blockId = `story--${story.id}${storyProps.primary ? '--primary' : ''}`;
  // The markup of Storybook's frame (ids and classes its page and styles look for). A new address is a new
  // frame (`key`), so a change of the toolbar's choices opens the story afresh.
  return (
    <div id={blockId} className="sb-story sb-unstyled" data-story-block="true">
      <div style={{ width: '100%', height: storyProps.height }}>
        <iframe
          key={src}
          id={`iframe--${story.id}`}
          title={story.name}
          src={src}
          allow="fullscreen"
          loading="lazy"
          style={{ width: '100%', height: '100%', border: '0 none' }}
        />
      </div>
    </div>
  );
}
