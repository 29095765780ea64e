export { Combobox, defaultComboboxFilter } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
