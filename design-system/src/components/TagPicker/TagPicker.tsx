import * as React from 'react';
import { Checkbox, Field, FieldContextProvider, mergeClasses, useId } from '@fluentui/react-components';
import { InfoRegular, StarFilled, WarningRegular } from '@fluentui/react-icons';
import { fieldProps, spokenAfter, useFieldBlur } from '../FieldBase';
import type { TagPickerProps } from './TagPicker.types';
import { selectedLabelIds, tagSelectionProblems, toggleTag } from './tagSelection';
import { useTagPickerStyles } from './useTagPickerStyles.styles';

/** Ids from the back end may hold any character; element ids may not hold spaces. */
const safeId = (id: string) => id.replace(/[^\w-]/g, '_');

/**
 * Labels chosen per tag category, as groups of checkboxes: at most
 * `maxPerCategory` per category (the rest are disabled, with the reason),
 * and a note naming the starred categories that still need one.
 */
export const TagPicker = React.forwardRef<HTMLDivElement, TagPickerProps>(
  (
    {
      name,
      value,
      onChange,
      onBlur,
      label,
      hint,
      required = false,
      disabled = false,
      validationMessage,
      ruleHelp,
      className,
      categories,
      maxPerCategory = 2,
      categoryHint,
      limitReason,
      missingStarredText,
      starredLabel,
    },
    ref,
  ) => {
    const styles = useTagPickerStyles();
    const baseId = useId('tag-picker-');
    const handleBlur = useFieldBlur(name, onBlur);
    const problems = tagSelectionProblems(categories, value, maxPerCategory);
    const missing = categories.filter((c) => problems.starredEmpty.includes(c.id));
    const missingText = missing.length > 0 ? missingStarredText?.(missing) : undefined;

    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
      >
        {({ 'aria-required': _required, ...groupProps }) => (
          // The checkboxes have labels of their own: no Field context below the group.
          <FieldContextProvider value={undefined}>
            <div ref={ref} role="group" {...groupProps} className={styles.root} onBlur={handleBlur}>
              {missingText && (
                <p className={styles.missing}>
                  <WarningRegular className={styles.missingIcon} aria-hidden />
                  {missingText}
                </p>
              )}
              {categories.map((category) => {
                const chosen = selectedLabelIds(category, value);
                const full = chosen.length >= maxPerCategory;
                const categoryId = `${baseId}-${safeId(category.id)}`;
                const hintText = categoryHint?.(category, chosen.length);
                const reasonId = `${categoryId}-reason`;
                const hintId = `${categoryId}-hint`;
                const described = [hintText && hintId, full && reasonId].filter(Boolean).join(' ') || undefined;
                return (
                  <fieldset
                    key={category.id}
                    className={mergeClasses(styles.category, category.starred && chosen.length === 0 && styles.categoryMissing)}
                    disabled={disabled}
                    aria-describedby={described}
                  >
                    <legend className={styles.legend}>
                      {category.name}
                      {category.starred && (
                        <>
                          <StarFilled className={styles.star} aria-hidden />
                          <span className={styles.hidden}>{spokenAfter(starredLabel)}</span>
                        </>
                      )}
                    </legend>
                    {hintText && (
                      <p id={hintId} className={styles.categoryHint}>
                        {hintText}
                      </p>
                    )}
                    <div className={styles.labels}>
                      {category.labels.map((tag) => {
                        const checked = chosen.includes(tag.id);
                        const blocked = full && !checked;
                        return (
                          <Checkbox
                            key={tag.id}
                            id={`${categoryId}-${safeId(tag.id)}`}
                            className={mergeClasses(styles.chip, checked && styles.chipChecked, (blocked || disabled) && styles.chipDisabled)}
                            name={`${name}.${category.id}`}
                            value={tag.id}
                            label={tag.name}
                            checked={checked}
                            disabled={disabled || blocked}
                            aria-describedby={blocked ? reasonId : undefined}
                            onChange={() => onChange(toggleTag(value, category, tag.id, maxPerCategory))}
                          />
                        );
                      })}
                    </div>
                    {full && (
                      <p id={reasonId} className={styles.reason}>
                        <InfoRegular className={styles.reasonIcon} aria-hidden />
                        {limitReason(category, maxPerCategory)}
                      </p>
                    )}
                  </fieldset>
                );
              })}
            </div>
          </FieldContextProvider>
        )}
      </Field>
    );
  },
);
TagPicker.displayName = 'TagPicker';
