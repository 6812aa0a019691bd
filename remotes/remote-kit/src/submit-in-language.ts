import { useInLanguage } from './use-in-language';
import type { SubmitForm } from './use-submit-form';

/**
 * A form's submit with its problems in the page's language: the browser's own checks give the
 * contract's English (said()), under each field and in the error summary alike. A service's
 * answer is already in the page's language and passes unchanged.
 */
export function useSubmitInLanguage<S extends SubmitForm>(submit: S): S {
  const say = useInLanguage();
  return {
    ...submit,
    errorOf: (name: string) => say(submit.errorOf(name)),
    problems: submit.problems.map((problem) =>
      typeof problem.message === 'string' ? { ...problem, message: say(problem.message) } : problem,
    ),
  };
}
