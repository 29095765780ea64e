import * as React from 'react';
import { useId, useMergedRefs } from '@fluentui/react-components';
import { loadable } from '../../utils/loadable';
import type { HintTipProps } from './HintTip';

const hintTip = loadable<HintTipProps>(() => import('./HintTip'));

/** Fluent's own tooltip delays. */
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 250;

export interface HintProps {
  /** the text shown beside the element */
  content: string;
  /** `label`: the text is the element's name (an icon-only button); `description`: it adds to the element's own name */
  relationship: 'label' | 'description';
  /** an arrow pointing at the element; @default false */
  withArrow?: boolean;
  /** the side the hint shows on; @default 'above' */
  position?: 'above' | 'below' | 'before' | 'after';
  /** where the hint mounts (a dialog, a story's frame); the document's body by default */
  mountNode?: HTMLElement | null;
  /** the one element the hint is about: it takes a ref, the pointer and the focus */
  children: React.ReactElement;
}

type ChildProps = React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> };

/**
 * A short text beside an element, shown a moment after the pointer or the keyboard's focus comes
 * to it and hidden as it leaves, on blur or on Escape: Fluent's Tooltip, whose code (with its
 * positioning, about 16 KiB gzip) loads only when a hint is first wanted. The element's name or
 * description is set from the start, so assistive technology has it before any code loads; the
 * element itself is never wrapped or remounted, so it keeps its focus as the code arrives.
 */
export function Hint({ content, relationship, withArrow = false, position = 'above', mountNode, children }: HintProps) {
  const child = React.Children.only(children) as React.ReactElement<ChildProps>;
  const [target, setTarget] = React.useState<HTMLElement | null>(null);
  const ref = useMergedRefs(child.props.ref, setTarget);
  const descriptionId = useId('hint-');
  const [shown, setShown] = React.useState(false);
  const timer = React.useRef<number>(undefined);
  const later = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(next), delay);
  };
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    hintTip.preload();
    later(true, SHOW_DELAY_MS);
  };
  const HintTip = hintTip.useComponent(shown);

  const own = child.props;
  const chain =
    <E,>(mine: (event: E) => void, theirs?: (event: E) => void) =>
    (event: E) => {
      theirs?.(event);
      mine(event);
    };
  const props: ChildProps = {
    ref,
    onPointerEnter: chain(show, own.onPointerEnter),
    onPointerLeave: chain(() => later(false, HIDE_DELAY_MS), own.onPointerLeave),
    onFocus: chain((e: React.FocusEvent<HTMLElement>) => e.currentTarget.matches(':focus-visible') && show(), own.onFocus),
    onBlur: chain(() => later(false, 0), own.onBlur),
    onKeyDown: chain((e: React.KeyboardEvent<HTMLElement>) => e.key === 'Escape' && later(false, 0), own.onKeyDown),
    ...(relationship === 'label'
      ? { 'aria-label': content }
      : { 'aria-describedby': [own['aria-describedby'], descriptionId].filter(Boolean).join(' ') }),
  };
  return (
    <>
      {React.cloneElement(child, props)}
      {relationship === 'description' && (
        <span id={descriptionId} hidden>
          {content}
        </span>
      )}
      {HintTip && shown && target && <HintTip target={target} content={content} withArrow={withArrow} position={position} mountNode={mountNode} onDismiss={() => later(false, 0)} />}
    </>
  );
}
