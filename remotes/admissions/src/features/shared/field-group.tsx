import type { FieldRow } from './application-fields';

/** The class names a group takes from its page (the printout's A4 sheet, the office's cards). */
export interface FieldGroupClasses {
  group: string;
  title: string;
  rows: string;
  row: string;
}

/** One group of an application's fields (applicationSections): a titled region of label/value rows. */
export function FieldGroup({
  title,
  rows,
  heading: Heading,
  classes,
}: {
  title: string;
  rows: readonly FieldRow[];
  heading: 'h3' | 'h4';
  classes: FieldGroupClasses;
}) {
  return (
    <section className={classes.group} aria-label={title}>
      <Heading className={classes.title}>{title}</Heading>
      <dl className={classes.rows}>
        {rows.map(([label, value, lang]) => (
          <div key={label} className={classes.row}>
            <dt>{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
