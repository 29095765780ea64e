import { Button, Radio, RadioGroup } from '@fluentui/react-components';
import { EraserRegular } from '@fluentui/react-icons';
import type { SignatureMode, SignaturePadLabels } from './SignaturePad.types';
import { useSignaturePadStyles } from './useSignaturePadStyles.styles';

export interface SignaturePadToolbarProps {
  labels: Pick<SignaturePadLabels, 'modes' | 'draw' | 'type' | 'clear'>;
  mode: SignatureMode;
  disabled: boolean;
  /** nothing on the pad: nothing to clear */
  empty: boolean;
  onModeChange(mode: SignatureMode): void;
  onClear(): void;
}

/** Above the pad: draw or type, and clear. */
export function SignaturePadToolbar({ labels, mode, disabled, empty, onModeChange, onClear }: SignaturePadToolbarProps) {
  const styles = useSignaturePadStyles();
  return (
    <div className={styles.toolbar}>
      {/* Two radios rather than tabs: native arrow keys, and no focus-trap helpers that axe flags. */}
      <RadioGroup
        layout="horizontal"
        aria-label={labels.modes}
        value={mode}
        disabled={disabled}
        onChange={(_, data) => onModeChange(data.value as SignatureMode)}
      >
        <Radio value="draw" label={labels.draw} disabled={disabled} />
        <Radio value="type" label={labels.type} disabled={disabled} />
      </RadioGroup>
      <Button appearance="subtle" size="small" icon={<EraserRegular />} disabled={disabled || empty} onClick={onClear}>
        {labels.clear}
      </Button>
    </div>
  );
}
