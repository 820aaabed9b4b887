export { switchPickerCss } from './styles';
export {
  pickerRows,
  SwitchPicker,
  type SwitchPickerProps,
  type SwitchSortKey,
  switchCandidates,
} from './switch-picker';
