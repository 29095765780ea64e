/**
 * The portal reads money as the wire sends it (whole minor units in a decimal string, exact past
 * 2^53) and writes its CSV downloads through the product's one rule (src/domain/csv.ts): a cell a
 * spreadsheet would run as a formula, such as a chapter's title, is neutralised.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { parse } from 'csv-parse/sync';
import type { NovelDetail } from '../../../src/domain/api/novels';
import { formulaSafe } from '../../../src/domain/csv';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../../src/client/lib/http', async (load) => ({
  ...(await load<typeof import('../../../src/client/lib/http')>()),
  saveFile: (blob: Blob, name: string) => void saved.push({ blob, name }),
}));

const { downloadCsv } = await import('../../../src/client/features/data-center/csv');
const { NovelFacts } = await import('../../../src/client/features/chapters/components/NovelFacts');

const HYPERLINK = '=HYPERLINK("http://evil.test","x")';

describe('CSV downloads', () => {
  it('neutralise every cell a spreadsheet would run, keep numbers (negative ones too) as they are, and start with a BOM', async () => {
    await downloadCsv('chapters.csv', ['No.', 'Chapter', 'Income'], [
      [1, HYPERLINK, '-2.34'],
      [2, '+SUM(A1:A2)', 12],
      [3, '@cmd', null],
      [4, '\tTab', '-1'],
      [5, '-2+3', '90071992547409.93'],
    ]);
    const bytes = Buffer.from(await saved.at(-1)!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(rows.slice(1)).toEqual([
      ['1', `'${HYPERLINK}`, '-2.34'],
      ['2', "'+SUM(A1:A2)", '12'],
      ['3', "'@cmd", ''],
      ['4', "'\tTab", '-1'],
      ['5', "'-2+3", '90071992547409.93'],
    ]);
  });

  it('follows the one rule the server writes its exports with', () => {
    expect(formulaSafe(HYPERLINK)).toBe(`'${HYPERLINK}`);
    expect(formulaSafe('\r=1')).toBe("'\r=1");
    expect(formulaSafe('-12.5')).toBe('-12.5');
    expect(formulaSafe('A title')).toBe('A title');
  });
});

describe('money from the wire', () => {
  it('shows a work’s income past 2^53 minor units to the cent', () => {
    const novel = { novel_no: 'N-1', created_at: '2027-01-02T03:04:05.000Z', word_count: 1, chapter_count: 1, total_pv: 0, followers: 0, total_income_minor: '9007199254740993', currency: 'USD' } as NovelDetail;
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <FluentProvider theme={webLightTheme}>
          <NovelFacts novel={novel} />
        </FluentProvider>
      </IntlProvider>,
    );
    expect(screen.getByText('$90,071,992,547,409.93')).toBeInTheDocument();
  });
});
