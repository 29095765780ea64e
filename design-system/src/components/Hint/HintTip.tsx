import { Tooltip } from '@fluentui/react-components';
import type { HintProps } from './Hint';

export interface HintTipProps extends Required<Pick<HintProps, 'content' | 'withArrow' | 'position'>>, Pick<HintProps, 'mountNode'> {
  /** the element the hint is about */
  target: HTMLElement;
  /** Escape (or the pointer leaving the hint itself) closed it */
  onDismiss(): void;
}

/**
 * The shown hint: Fluent's Tooltip positioned on the element from beside it (its own child is an
 * empty stand-in), loaded with its positioning code when a hint is first wanted. Its text is not
 * tied to the element here: the element has its name or description from the start.
 */
export default function HintTip({ target, content, withArrow, position, mountNode, onDismiss }: HintTipProps) {
  return (
    <Tooltip
      content={content}
      relationship="inaccessible"
      visible
      withArrow={withArrow}
      positioning={{ target, position }}
      mountNode={mountNode}
      onVisibleChange={(_, data) => !data.visible && onDismiss()}
    >
      <span hidden />
    </Tooltip>
  );
}
