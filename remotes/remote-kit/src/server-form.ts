import { type RefObject, useEffect } from 'react';

/**
 * For a form the page's first response draws and the boot script enables before the form's code
 * arrives (`data-enable-with-script`): once the form is live (`live`, after its set-up adopted what
 * was typed), files chosen meanwhile are announced again, so their handlers see them, and a press
 * of its submit button that the boot script held (`data-submit-wanted`) submits it, once.
 * `inside`: any element of the form.
 */
export function useServerFormHandover(inside: RefObject<HTMLElement | null>, live: boolean): void {
  useEffect(() => {
    const form = live ? inside.current?.closest('form') : null;
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (form.hasAttribute('data-submit-wanted')) {
      form.removeAttribute('data-submit-wanted');
      form.requestSubmit();
    }
  }, [inside, live]);
}
