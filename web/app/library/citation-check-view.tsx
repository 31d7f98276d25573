import { Link } from '@remix-run/react';
import type { CheckedCitation, CitationStatus } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { translatable, useIsolate, useT } from '../i18n/i18n.tsx';
import { Table, type Column } from '../ui/table.tsx';
import type { Translate } from './texts.ts';
import { StandingFlag, toneShape } from './treatment-flag.tsx';

export const statusLabels: Record<CitationStatus, string> = {
  found: translatable('In the library'),
  reference: translatable('Known only as a reference'),
  unrecognised: translatable('Not recognised'),
  ambiguous: translatable('Ambiguous'),
};

const Status = styled.span<{ $status: CitationStatus }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) =>
    $status === 'found' ? theme.colors.success : $status === 'unrecognised' ? theme.colors.danger : theme.colors.navy};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

const Mismatch = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.4em;
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.base};
  color: ${({ theme }) => theme.colors.warning};
  ${toneShape('distinguished')}
`;

type Row = CheckedCitation & { n: number };

/** The text names another case than the one its citation reports: said in words, with a warning shape. */
function NameMismatch({ row }: { row: Row }) {
  const t = useT();
  const isolate = useIsolate();
  if (!row.nameMismatch) return null;
  return (
    <Mismatch>
      <span>
        {t('The text names {{written}}, but {{citation}} is {{parties}}.', {
          written: isolate(row.nameMismatch.written),
          citation: isolate(row.citationId ?? row.text),
          parties: isolate(row.nameMismatch.parties),
        })}
      </span>
    </Mismatch>
  );
}

function Where({ row }: { row: Row }) {
  const t = useT();
  if (row.status === 'ambiguous') {
    return (
      <>
        {row.candidates?.map((c) => (
          <Small key={c.citationId}>
            <Link to={c.href}>
              <bdi>{c.citationId}</bdi>
            </Link> · {c.court}
          </Small>
        ))}
      </>
    );
  }
  if (!row.href) return <>—</>;
  return <Link to={row.href}>{row.status === 'found' ? t('Read {{citation}}', { citation: row.citationId }) : t('See the judgments citing it')}</Link>;
}

const checkedColumns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (row) => row.n },
  {
    key: 'citation',
    header: t('Citation'),
    render: (row) => (
      <>
        {row.text}
        <NameMismatch row={row} />
      </>
    ),
  },
  {
    key: 'status',
    header: t('Status'),
    render: (row) => (
      <>
        <Status $status={row.status}>{t(statusLabels[row.status])}</Status>
        <StandingFlag flag={row.flag} citationId={row.citationId} />
      </>
    ),
  },
  { key: 'where', header: t('Where'), render: (row) => <Where row={row} /> },
  { key: 'variants', header: t('Also written as'), render: (row) => <Small>{row.variants?.join(' · ') ?? '—'}</Small> },
];

/**
 * Every citation found in the checked text, in the order written, each with its status, the found
 * case's standing, a warning when the text names another case, and where to read it.
 */
export function CheckedCitations({ citations }: { citations: readonly CheckedCitation[] }) {
  const t = useT();
  const rows = citations.map((c, i) => ({ ...c, n: i + 1 }));
  return (
    <section aria-label={t('Citations found')}>
      <Count role="status">
        {citations.length === 0 ? t('No citation found') : citations.length === 1 ? t('1 citation found') : t('{{number}} citations found', { number: citations.length })}
      </Count>
      <Table
        caption={t('Citations found')}
        hideCaption
        columns={checkedColumns(t)}
        rows={rows}
        rowKey={(row) => `${row.start}`}
        emptyText={t('No citation was found in this text.')}
      />
    </section>
  );
}
