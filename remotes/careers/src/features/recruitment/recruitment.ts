import { useMemo, useState } from 'react';
import { useCatalogue } from '@college/design-system';
import {
  getJson,
  pageAnswer,
  RECRUITMENT,
  recruitmentIn,
  useResource,
  useSite,
  useWindowStatus,
  type WindowStatus,
} from '@college/remote-kit';
import { RECRUITMENT_WINDOW_PATH, recruitmentWindowAnswerSchema } from '@college/careers-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import messages from './recruitment.messages.json';

/** The answers of a page that shows the recruitment's dates (its `pageAnswers`). */
export const RECRUITMENT_ANSWERS = [RECRUITMENT_WINDOW_PATH];

export type RecruitmentWindow = { opens: string; closes: string; interview: { date: string; time: string } };

/**
 * The window and interview in force: the service's answer (the recruitment office may have moved
 * them, decision 018) once it comes, the bundled settings' until then or if it does not (`settled`:
 * the answer came or failed). The prerendered page shows the settings' dates; the answer replaces
 * them in place. One request per page life, shared by every part of the page that asks. A page
 * that declares it (RECRUITMENT_ANSWERS) is rendered with the answer by the gateway (decision 017):
 * then the first response has the office's dates and nothing is asked again.
 */
export function useRecruitmentWindow(): { window: RecruitmentWindow; settled: boolean } {
  const [initial] = useState(() => {
    const rendered = pageAnswer(RECRUITMENT_WINDOW_PATH, recruitmentWindowAnswerSchema);
    return rendered && { data: rendered };
  });
  const answer = useResource((signal) => getJson(RECRUITMENT_WINDOW_PATH, recruitmentWindowAnswerSchema, signal), [], {
    cacheKey: RECRUITMENT_WINDOW_PATH,
    initial,
  });
  return { window: answer.status === 'ready' ? answer.data.data : RECRUITMENT, settled: answer.status !== 'loading' };
}

/** The recruitment as the pages show it: the window in force, the settings' title in the page's language, dates as notices write them. */
export function useRecruitment() {
  const site = useSite();
  const { text, lang } = useCatalogue(messages);
  const { window, settled } = useRecruitmentWindow();
  return useMemo(() => {
    const recruitment = recruitmentIn(lang);
    return {
      title: recruitment.title,
      /** The window in force, as ISO days (for the window's status and the service's messages). */
      window,
      /** The service's answer came (or failed): the window is known. */
      settled,
      opens: formatIndianDate(window.opens),
      closes: formatIndianDate(window.closes),
      interviewDate: formatIndianDate(window.interview.date),
      interviewTime: window.interview.time,
      /** Interviews are held at the college. */
      venue: `${site.name}, ${site.address}`,
      helplines: [
        { label: text('officeHelpline'), phone: site.helplines.admission },
        { label: text('technicalHelp'), phone: site.helplines.technical },
      ],
      email: site.email,
    };
  }, [site, text, lang, window, settled]);
}

export type Recruitment = ReturnType<typeof useRecruitment>;

/**
 * Open, upcoming or closed once both the browser's day and the window in force are known; null
 * before (the prerendered page, and the moment before the answer). Waiting for the answer means an
 * invitation to apply, or the notice, appears once and in its place, never one then the other.
 */
export function useRecruitmentStatus(recruitment: Recruitment): WindowStatus | null {
  const status = useWindowStatus(recruitment.window);
  return recruitment.settled ? status : null;
}
