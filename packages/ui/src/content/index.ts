// Page-content building blocks any app can reuse: they know nothing about routes or data.
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from "./Button.js";
export { Card, CardGrid, type CardGridProps, type CardProps } from "./Card.js";
export {
  CATEGORY_COLORS,
  CategoryBadge,
  categoryColorOf,
  type CategoryBadgeProps,
  type CategoryColor,
} from "./CategoryBadge.js";
export { CheckboxField, type CheckboxFieldProps } from "./CheckboxField.js";
export {
  CheckboxGroup,
  RadioGroup,
  type CheckboxGroupProps,
  type ChoiceOption,
  type RadioGroupProps,
} from "./ChoiceGroup.js";
export { ComboboxField, type ComboboxFieldProps } from "./ComboboxField.js";
export {
  DataTable,
  type ColumnSortKeys,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from "./DataTable.js";
export { formatDate, parseIsoDate } from "./dates.js";
export {
  ConfirmDialog,
  Dialog,
  FormDialog,
  type ConfirmDialogProps,
  type DialogProps,
  type FormDialogProps,
} from "./Dialog.js";
export { DetailList, type DetailItem } from "./DetailList.js";
export { EmptyState, type EmptyStateProps } from "./EmptyState.js";
export { ErrorState, type ErrorStateProps } from "./ErrorState.js";
export { FallbackImage, type FallbackImageProps } from "./FallbackImage.js";
export { FilterBar, type FilterBarProps, type FilterBarSort } from "./FilterBar.js";
export { DateBadge, ItemList, ListItem, type ListItemProps } from "./ItemList.js";
export {
  ComposeLayout,
  FormActions,
  FormFooter,
  FormGrid,
  SplitLayout,
  Stack,
  type ComposeLayoutProps,
  type FormActionsProps,
  type FormFooterProps,
  type SplitLayoutProps,
} from "./layout.js";
export { ListCard, type ListCardProps, type ListViewState } from "./ListCard.js";
export { ListPager, type ListPagerProps } from "./ListPager.js";
export { MetaList, type MetaItem } from "./MetaList.js";
export { Note } from "./Note.js";
export { Page } from "./Page.js";
export { PageHeader, type PageHeaderProps } from "./PageHeader.js";
export { Section, type SectionProps } from "./Section.js";
export { SearchForm, type SearchFormProps } from "./SearchForm.js";
export {
  SelectField,
  plainOptions,
  type SelectFieldProps,
  type SelectOption,
} from "./SelectField.js";
export {
  StatCard,
  StatGrid,
  type StatCardProps,
  type StatGridProps,
  type StatTone,
} from "./StatCard.js";
export { StatusPill, type StatusPillProps, type StatusTone } from "./StatusPill.js";
export { TabLinks, type TabLink, type TabLinksProps } from "./TabLinks.js";
export { TableCard, type TableCardProps } from "./TableCard.js";
export { nameLinkClassName, textLinkClassName } from "./textLink.js";
export { TextareaField, type TextareaFieldProps } from "./TextareaField.js";
export { TextField, type TextFieldProps } from "./TextField.js";
export { ToggleField, type ToggleFieldProps } from "./ToggleField.js";
export { announceUnavailable, unavailableMessage } from "./unavailable.js";
export {
  useSchemaForm,
  type FieldErrors,
  type FormSchema,
  type SchemaFormOptions,
  type SubmittedForm,
} from "./useSchemaForm.js";
