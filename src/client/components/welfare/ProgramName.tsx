import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { WelfareProgramWire } from '../../../domain/api/welfare';
import { InEnglishMark } from '../../lib/InEnglishMark';
import { programName } from './program-words';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The program's name for a heading or a cell: staff's name in English is marked where the author's language has none. */
export function ProgramName({ program: p, as, id }: { program: { name: string | null; name_fallback: boolean; kind: WelfareProgramWire['kind'] }; as?: 'h2' | 'h3'; id?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const fallback = p.name !== null && p.name_fallback;
  const text = programName(intl, p);
  const lang = fallback ? 'en' : undefined;
  const name = as ? (
    <Text as={as} id={id} weight="semibold" size={400} lang={lang}>
      {text}
    </Text>
  ) : (
    <span lang={lang}>{text}</span>
  );
  if (!fallback) return name;
  return (
    <span className={styles.row}>
      {name}
      <InEnglishMark />
    </span>
  );
}
