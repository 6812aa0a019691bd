// Public API of @college/design-system. Styles need the tokens once per app:
// import '@college/design-system/tokens.css';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';

export { FormField } from './components/FormField/FormField';
export type { FormFieldControlProps, FormFieldProps } from './components/FormField/FormField';

export { TextField } from './components/TextField/TextField';
export type { TextFieldInputProps, TextFieldProps, TextFieldTextareaProps } from './components/TextField/TextField';

export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';

export { FileInput, formatFileSize } from './components/FileInput/FileInput';
export type { FileInputProps } from './components/FileInput/FileInput';

export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';

export { RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup';

export { Card } from './components/Card/Card';
export type { CardHeadingLevel, CardProps, CardVariant } from './components/Card/Card';

export { Pager } from './components/Pager/Pager';
export type { PagerProps } from './components/Pager/Pager';

export { DataTable, DEFAULT_PAGE_SIZE } from './components/DataTable/DataTable';
export type { DataTableColumn, DataTableProps } from './components/DataTable/DataTable';

export { Toast, ToastProvider, useToast, TOAST_DURATION_MS } from './components/Toast/Toast';
export type { ToastApi, ToastProps, ToastProviderProps, ToastTone } from './components/Toast/Toast';

export { Alert } from './components/Alert/Alert';
export type { AlertProps, AlertTone } from './components/Alert/Alert';

export { ErrorSummary } from './components/ErrorSummary/ErrorSummary';
export type {
  ErrorSummaryHeadingLevel,
  ErrorSummaryItem,
  ErrorSummaryProps,
} from './components/ErrorSummary/ErrorSummary';

export { ExternalLink } from './components/ExternalLink/ExternalLink';
export type { ExternalLinkProps } from './components/ExternalLink/ExternalLink';
export { PdfEmbed, PDF_EMBED_HEIGHT } from './components/PdfEmbed/PdfEmbed';
export type { PdfEmbedProps } from './components/PdfEmbed/PdfEmbed';

export { KeyFacts } from './components/KeyFacts/KeyFacts';
export { ScriptRequired, ScriptRequiredMessage } from './components/ScriptRequired/ScriptRequired';
export type { ScriptRequiredProps } from './components/ScriptRequired/ScriptRequired';
export type { KeyFact, KeyFactsProps } from './components/KeyFacts/KeyFacts';

export { PageHeader } from './components/PageHeader/PageHeader';
export type { PageHeaderProps } from './components/PageHeader/PageHeader';

export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';

export { Skeleton } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';

// Navigation contract: the shell supplies it, remotes use it (no router import in a remote).
export {
  Link,
  MemoryNavigation,
  NavigationProvider,
  useHydrated,
  useLiveSetUp,
  useLocation,
  useNavigate,
  useParams,
} from './navigation/navigation';
export type { LinkProps, NavigateFunction, NavigateOptions, Navigation, PortalLocation } from './navigation/navigation';
export { StaticIsland, StaticIslands } from './navigation/static-island';
export { useFocusAfterRender } from './focus/focus-after-render';
export type { FocusTarget } from './focus/focus-after-render';
export type { StaticIslandProps } from './navigation/static-island';

export { LanguageProvider, useLanguage } from './language/language';
export {
  DEFAULT_LANG,
  ENGLISH_PREFIX,
  HINDI_PREFIX,
  isLang,
  LANG_COOKIE,
  LANGS,
  LANGUAGE_NAMES,
  localePath,
  stripLocale,
} from './language/address';
export type { Lang } from './language/address';
export { intlFor, needsFormatter, translator, useCatalogue } from './language/catalogue';
export { addMessages } from './language/packs';
export type { Catalogue, MessageValues, Translate, TranslateText } from './language/catalogue';
