import { Link } from '@remix-run/react';
import { type StatuteSection, type StatuteText, libraryEmptyTexts } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Modal } from '../ui/modal.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { popupParams, statuteCasesHref } from './hrefs.ts';
import { useModalParam } from './url-state.ts';

const Definition = styled.div`
  white-space: pre-line;
`;

const StatuteBody = styled.div`
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeight.base};
`;

const Source = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The spec's statutes table (Read, Section, Act/Ordinance, Definition, Case Law); Read opens the text. */
export function StatutesTable({ sections, caption }: { sections: readonly StatuteSection[]; caption: string }) {
  const t = useT();
  const modal = useModalParam(popupParams.statute);
  const columns: Column<StatuteSection>[] = [
    {
      key: 'read',
      header: t('Read'),
      render: (s) => (
        <Link {...modal.linkTo(s.statuteId)} aria-label={t('Read {{section}}', { section: s.sectionName })}>
          {t('Read')}
        </Link>
      ),
    },
    { key: 'section', header: t('Section'), render: (s) => s.sectionName },
    { key: 'ordinance', header: t('Act/Ordinance'), render: (s) => s.ordinanceName },
    { key: 'definition', header: t('Definition'), render: (s) => <Definition dir="auto">{s.definition}</Definition> },
    {
      key: 'cases',
      header: t('Case Law'),
      render: (s) => (
        <Link to={statuteCasesHref(s.ordinanceName, s.statuteId)} aria-label={t('Case Law of {{section}}', { section: s.sectionName })}>
          {t('Case Law')}
        </Link>
      ),
    },
  ];
  return <Table caption={caption} hideCaption columns={columns} rows={sections} rowKey={(s) => s.statuteId} emptyText={t(libraryEmptyTexts.statutes)} />;
}

/** 'Read Statute': a section's full text, open while the address has `?statute=<id>`. */
export function StatuteModal({ statute }: { statute: StatuteText | null }) {
  const t = useT();
  const modal = useModalParam(popupParams.statute);
  if (!modal.value) return null;
  return (
    <Modal open wide title={statute?.sectionName ?? t('Read Statute')} onClose={modal.close}>
      {statute ? (
        <>
          <Source dir="auto">{statute.ordinanceName}</Source>
          <StatuteBody dir="auto">{statute.readStatute}</StatuteBody>
        </>
      ) : (
        <p>{t('The library does not hold this section.')}</p>
      )}
    </Modal>
  );
}
