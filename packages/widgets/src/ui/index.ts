export { type Anatomy, buttonPartOf, partOf, uiAnatomy } from './anatomy';
export { Banner, type BannerProps, type BannerTone } from './banner';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export {
  Checkbox,
  type CheckboxProps,
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  Switch,
  type SwitchProps,
} from './choice';
export {
  type DataColumn,
  type DataRowGroup,
  type DataRowProps,
  type DataSort,
  DataTable,
  type DataTableProps,
} from './data-table';
export { DateInput, type DateInputProps, type DateText, EMPTY_DATE } from './date-input';
export { Dialog, type DialogProps, Drawer, type DrawerProps } from './dialog';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
export { Field, type FieldControl, type FieldProps, fieldAnatomy } from './field';
export { Menu, type MenuItem, type MenuProps } from './menu';
export { Pager, type PagerProps } from './pager';
export { RangeSlider, type RangeSliderProps, type RangeValue, snapToStep } from './range-slider';
export { RetryBanner } from './retry-banner';
export { SignedOut } from './signed-out';
export { Skeleton, Spinner } from './spinner';
export { uiCss } from './styles';
export { type TabItem, Tabs, type TabsProps, tabsAnatomy } from './tabs';
export {
  CARRIED_TOAST_KEY,
  TOAST_DURATION_MS,
  type Toast,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastTone,
  useToasts,
  withToasts,
} from './toasts';
export { VisuallyHidden } from './visually-hidden';
