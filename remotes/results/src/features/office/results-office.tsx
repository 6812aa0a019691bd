import { useState } from 'react';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded, officeRoom as styles } from '@college/remote-kit/office';
import { OFFICE_EXAMS_PATH, type OfficeExam, officeExamsAnswerSchema } from '@college/results-service/office/results';
import { ExamForm } from './exam-form';
import { ExamsOverview } from './exams-overview';
import { EXAMS_TEXT, IMPORT_TEXT } from './office-text';
import { SheetImport } from './sheet-import';

/**
 * `/office/results`: the exams (with their last import, which can be undone), a new year's exam
 * added, and a result sheet imported into one of them. After a change the exams are read again in place, so
 * what the officer is doing (a preview, its outcome) stays on the page.
 */
export function ResultsOffice({ correctPath, publicPath }: { correctPath: string; publicPath: string }) {
  const resource = useResource((signal) => getJson(OFFICE_EXAMS_PATH, officeExamsAnswerSchema, signal));
  const [fresh, setFresh] = useState<OfficeExam[] | null>(null);
  const refresh = async () => {
    try {
      setFresh((await getJson(OFFICE_EXAMS_PATH, officeExamsAnswerSchema)).data);
    } catch {
      // The list as it was stays; the next change or a reload of the page reads it again.
    }
  };
  return (
    <Loaded resource={resource} loading={EXAMS_TEXT.loading} failed={EXAMS_TEXT.failed}>
      {(answer) => {
        const exams = fresh ?? answer.data;
        return (
          <>
            <section aria-labelledby="exams-title">
              <h2 id="exams-title">{EXAMS_TEXT.title}</h2>
              <p className={styles.intro}>{EXAMS_TEXT.intro}</p>
              <ExamsOverview exams={exams} onUndone={refresh} />
            </section>
            <section className={styles.section}>
              <ExamForm onAdded={refresh} />
            </section>
            <section aria-labelledby="import-title" className={styles.section}>
              <h2 id="import-title">{IMPORT_TEXT.title}</h2>
              <SheetImport exams={exams} correctPath={correctPath} publicPath={publicPath} onImported={refresh} />
            </section>
          </>
        );
      }}
    </Loaded>
  );
}
