import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { RadioGroup, TextArea, TextField } from '@writers-center/design-system';
import { ID_DOCUMENT_TYPES, hasBackSide, type ApplicationField, type IdDocumentType } from '../../../../domain/contract';
import { policyForSite } from '../../../../domain/limits';
import { formatKilobytes } from '../../../lib/bytes';
import { useFieldProps } from '../../../lib/forms';
import { HelpHint } from '../../../lib/HelpHint';
import { ImageField } from '../../../lib/ImageField';
import { useAppSelector } from '../../../session';
import { uploadIdPhoto } from '../api/upload-id-photo';
import { answer as a, form as m } from '../messages';

/** The application form's values, as typed (numbers too). */
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION: ApplicationValues = {
  truename: '',
  id_type: '',
  IDcard: '',
  id_photo_front: '',
  id_photo_back: '',
  address: '',
  mobile: '',
  facebook: '',
  monthly_words: '',
  estimated_words: '',
  guardian_truename: '',
  guardian_email: '',
  guardian_mobile: '',
  guardian_IDcard: '',
  guardian_id_photo: '',
};

export const useApplicationStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBottom: tokens.spacingVerticalXS,
    padding: 0,
  },
  photos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground2 },
  kept: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  keptLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  keptValue: { gridColumn: '1', fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  keptAction: { gridColumn: '2', gridRow: '1 / span 2' },
  asked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  askedTag: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
});

/**
 * An answer to the editor's request for information: which fields are open for entry (those the
 * editor asked for, and those the author chose to change), and what is on file for the others.
 */
export interface AnswerState {
  asked: ReadonlySet<ApplicationField>;
  open: ReadonlySet<ApplicationField>;
  /** what is on file, as shown: masked (or in clear once revealed with the password) */
  onFile: Partial<Record<ApplicationField, string>>;
  change(field: ApplicationField): void;
  keep(field: ApplicationField): void;
}

/** Set by the answer form; a new application has none, and every field is open. */
export const AnswerContext = React.createContext<AnswerState | null>(null);

/**
 * One field of the form. In an answer, a field not open shows what is on file with a way to
 * change it; an open field the author chose to change has a way back to what is on file.
 */
function Slot({ name, label, children }: { name: ApplicationField; label: string; children: React.ReactNode }) {
  const intl = useIntl();
  const styles = useApplicationStyles();
  const answer = React.useContext(AnswerContext);
  if (!answer) return <>{children}</>;
  if (answer.open.has(name)) {
    const asked = answer.asked.has(name);
    return (
      <div className={styles.asked} data-field={name}>
        {asked && <Text className={styles.askedTag}>{intl.formatMessage(a.asked)}</Text>}
        {children}
        {!asked && (
          <Button appearance="transparent" size="small" onClick={() => answer.keep(name)} aria-label={intl.formatMessage(a.keepField, { field: label })}>
            {intl.formatMessage(a.keep)}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.kept} data-field={name} data-kept="">
      <Text className={styles.keptLabel}>{label}</Text>
      <Text className={styles.keptValue}>{answer.onFile[name] ?? ''}</Text>
      <Button className={styles.keptAction} size="small" onClick={() => answer.change(name)} aria-label={intl.formatMessage(a.changeField, { field: label })}>
        {intl.formatMessage(a.change)}
      </Button>
    </div>
  );
}

/** The application's fields, grouped: the author, their plans for the work, and a minor's guardian. */
export function ApplicationFields({ minor, idType }: { minor: boolean; idType: string }) {
  const intl = useIntl();
  const styles = useApplicationStyles();
  const site = useAppSelector((s) => s.session.site);
  const withBack = ID_DOCUMENT_TYPES.includes(idType as IdDocumentType) && hasBackSide(idType as IdDocumentType);
  const text = (name: ApplicationField, label: string, props: Omit<TextProps, 'name' | 'label'> = {}) => (
    <Slot name={name} label={label}>
      <Text_ name={name} label={label} {...props} />
    </Slot>
  );
  const photo = (name: ApplicationField, label: string, party: 'author' | 'guardian', side: 'front' | 'back') => (
    <Slot name={name} label={label}>
      <Photo name={name} label={label} party={party} side={side} site={site} />
    </Slot>
  );
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage(m.you)}</legend>
        <Text className={styles.hint}>{intl.formatMessage(m.youHint)}</Text>
        {text('truename', intl.formatMessage(m.truename), { autoComplete: 'name' })}
        <Slot name="id_type" label={intl.formatMessage(m.idType)}>
          <IdType />
        </Slot>
        {text('IDcard', intl.formatMessage(m.idNumber), { hint: <HelpHint slug="identity" anchor="id-number" />, autoComplete: 'off' })}
        <div className={styles.photos}>
          {photo('id_photo_front', intl.formatMessage(m.photoFront), 'author', 'front')}
          {withBack && photo('id_photo_back', intl.formatMessage(m.photoBack), 'author', 'back')}
        </div>
        <Slot name="address" label={intl.formatMessage(m.address)}>
          <Area name="address" label={intl.formatMessage(m.address)} />
        </Slot>
        {text('mobile', intl.formatMessage(m.mobile), { hint: intl.formatMessage(m.mobileHint), type: 'tel', autoComplete: 'tel' })}
        {text('facebook', intl.formatMessage(m.facebook))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage(m.work)}</legend>
        {text('monthly_words', intl.formatMessage(m.monthlyWords), { inputMode: 'numeric' })}
        {text('estimated_words', intl.formatMessage(m.estimatedWords), { inputMode: 'numeric' })}
      </fieldset>
      {minor && (
        <fieldset className={styles.group} data-testid="guardian-fields">
          <legend className={styles.legend}>{intl.formatMessage(m.guardian)}</legend>
          <Text className={styles.hint}>{intl.formatMessage(m.guardianHint)}</Text>
          {text('guardian_truename', intl.formatMessage(m.guardianName), { hint: <HelpHint slug="identity" anchor="guardian" /> })}
          {text('guardian_email', intl.formatMessage(m.guardianEmail), { type: 'email' })}
          {text('guardian_mobile', intl.formatMessage(m.guardianMobile), { type: 'tel' })}
          {text('guardian_IDcard', intl.formatMessage(m.guardianId), { autoComplete: 'off' })}
          {photo('guardian_id_photo', intl.formatMessage(m.guardianPhoto), 'guardian', 'front')}
        </fieldset>
      )}
    </>
  );
}

type TextProps = {
  name: ApplicationField;
  label: string;
  hint?: string | React.ReactElement;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric';
};

/** A required text field bound to the form. */
function Text_({ name, label, hint, type, autoComplete, inputMode }: TextProps) {
  const field = useFieldProps<string>(name);
  return <TextField {...field} label={label} hint={hint} type={type} autoComplete={autoComplete} inputMode={inputMode} required />;
}

function Area({ name, label }: { name: ApplicationField; label: string }) {
  const field = useFieldProps<string>(name);
  return <TextArea {...field} label={label} rows={3} maxLength={500} required />;
}

function IdType() {
  const intl = useIntl();
  const field = useFieldProps<string>('id_type');
  return (
    <RadioGroup
      {...field}
      label={intl.formatMessage(m.idType)}
      layout="horizontal"
      required
      options={ID_DOCUMENT_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[t]) }))}
    />
  );
}

/** An ID photo: uploaded privately at once; the form keeps its upload id. */
function Photo({
  name,
  label,
  party,
  side,
  site,
}: {
  name: ApplicationField;
  label: string;
  party: 'author' | 'guardian';
  side: 'front' | 'back';
  site: number | undefined;
}) {
  const intl = useIntl();
  const field = useFieldProps<string>(name);
  const maxBytes = policyForSite(site).imageMaxBytes;
  return (
    <ImageField
      name={name}
      label={label}
      hint={intl.formatMessage(m.photoHint, { size: formatKilobytes(maxBytes, intl.locale) })}
      previewAlt={intl.formatMessage(m.photoAlt)}
      maxBytes={maxBytes}
      shape="cover"
      send={uploadIdPhoto(party, side)}
      onUploaded={(result) => field.onChange((result as { upload_id: string }).upload_id)}
      fieldError={field.validationMessage}
    />
  );
}
