import { useLanguage } from '@college/design-system';
import { Letterhead as CollegeLetterhead } from '@college/remote-kit';
import { letterheadYear } from './letterhead-text';

/**
 * The admissions printouts' letterhead: the college's, with the academic year they belong to, in
 * the page's language. `printOnly`: drawn on paper only.
 */
export function Letterhead({ printOnly = false }: { printOnly?: boolean }) {
  const lang = useLanguage();
  return <CollegeLetterhead lang={lang} line={letterheadYear(lang)} printOnly={printOnly} />;
}
