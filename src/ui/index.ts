// The shared UI kit: buttons, form fields, alerts, dialogs and the small pieces every screen uses.
export { Button, type ButtonProps, type ButtonVariant } from "./Button";
export { firstError, type FieldError } from "./Field";
export { TextField, type TextFieldProps } from "./TextField";
export { PasswordField, type PasswordFieldProps } from "./PasswordField";
export { TextArea, type TextAreaProps } from "./TextArea";
export { SelectField, type SelectFieldProps, type SelectOption } from "./SelectField";
export { Checkbox, type CheckboxProps } from "./Checkbox";
export { DateField, type DateFieldProps } from "./DateField";
export { useFieldErrors, type FieldErrors, type FieldErrorMap } from "./useFieldErrors";
export { Alert, type AlertProps, type AlertTone } from "./Alert";
export { Modal, type ModalProps } from "./Modal";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export { Spinner, Skeleton } from "./Spinner";
export { Avatar, AVATAR_COLOURS, type AvatarProps } from "./Avatar";
export { Menu, type MenuItem, type MenuProps } from "./Menu";
export { Tabs, Tab } from "./Tabs";
export { Paginator, type PaginatorProps } from "./Paginator";
export { toast, dismissToast, useToastStore, type Toast, type ToastTone } from "./toast";
export { ToastRegion } from "./ToastRegion";
// Empty states live with the screen frame; re-exported so screens import everything from one place.
export { EmptyState } from "../features/shell/EmptyState";
export { RichText, type RichTextProps } from "./RichText";
export { VideoEmbed, type VideoEmbedProps } from "./VideoEmbed";
export { ImagePicker, type ImagePickerProps } from "./ImagePicker";
