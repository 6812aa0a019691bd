/**
 * The scrutiny of one application on its office page (issue 22, part 3): each document's approve /
 * reject / query with a reason, then the verdict. The application page mounts it under the
 * application's fields and documents; it loads and sends what it needs itself, and calls
 * `onChanged` after a change so the page shows the new state and version.
 * Placeholder until the scrutiny step lands: it shows nothing.
 */
export interface ScrutinyPanelProps {
  applicationNo: string;
  /** The version of the application the page shows (a change names it; a newer one refuses it). */
  version: number;
  onChanged: () => void;
}

export function ScrutinyPanel(_props: ScrutinyPanelProps) {
  return null;
}
