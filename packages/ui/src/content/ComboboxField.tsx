import { useCombobox } from "downshift";
import type { ReactNode } from "react";
import { FieldFrame, useField, type FieldLabelProps } from "./fieldParts.js";

export interface ComboboxFieldProps<Item> extends FieldLabelProps {
  /** The choices matching what was typed (the owner filters, often by asking the server). */
  items: readonly Item[];
  selectedItem: Item | null;
  onSelectedItemChange: (item: Item | null) => void;
  /** The text typed, for the owner to search with. */
  onInputValueChange: (text: string) => void;
  itemToString: (item: Item | null) => string;
  itemKey: (item: Item) => string;
  /** A second line under an item, e.g. its type. */
  itemDetail?: (item: Item) => ReactNode;
  /** True while the choices for the latest text are being found. */
  loading?: boolean;
  /** Shown in the list when nothing matches. */
  emptyText?: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
  /** Shown but not editable, e.g. to someone who may not change it. */
  disabled?: boolean;
  /**
   * For a choice that must stay one of the items: leaving the field shows the chosen item again
   * rather than the text typed, which chose nothing.
   */
  restoreOnBlur?: boolean;
}

/**
 * A text field that searches and picks one item from a list (the ARIA 1.2 combobox pattern, by
 * downshift): type to narrow, arrows to move, Enter to choose, Escape to close.
 */
export function ComboboxField<Item>({
  items,
  selectedItem,
  onSelectedItemChange,
  onInputValueChange,
  itemToString,
  itemKey,
  itemDetail,
  loading = false,
  emptyText = "No matches",
  placeholder,
  name,
  required,
  disabled,
  restoreOnBlur = false,
  ...props
}: ComboboxFieldProps<Item>) {
  const { ids, frame, aria } = useField({ ...props, className: "ui-combobox" });
  const combobox = useCombobox<Item>({
    items: [...items],
    selectedItem,
    itemToString,
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    inputId: ids.controlId,
    onSelectedItemChange: ({ selectedItem: chosen }) => onSelectedItemChange(chosen ?? null),
    stateReducer: (_state, { type, changes }) =>
      restoreOnBlur && type === useCombobox.stateChangeTypes.InputBlur
        ? { ...changes, inputValue: itemToString(changes.selectedItem ?? null) }
        : changes,
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing an item writes its name into the field: that is no new search.
      if (
        type !== useCombobox.stateChangeTypes.ItemClick &&
        type !== useCombobox.stateChangeTypes.InputKeyDownEnter
      ) {
        onInputValueChange(inputValue);
      }
    },
  });
  const showList = combobox.isOpen;
  return (
    <FieldFrame {...frame} labelProps={combobox.getLabelProps()}>
      <div className="ui-combobox__control">
        <input
          className="ui-input"
          placeholder={placeholder}
          name={name}
          {...combobox.getInputProps({
            disabled,
            ...aria,
            "aria-required": required || undefined,
            // Downshift opens and closes the list on a click, so focus opens it only when no
            // click follows: a press marks the element until its focus or click.
            onMouseDown: (event) => {
              event.currentTarget.dataset.pressed = "";
            },
            onClick: (event) => {
              delete event.currentTarget.dataset.pressed;
            },
            onFocus: (event) => {
              const pressed = event.currentTarget.dataset.pressed !== undefined;
              delete event.currentTarget.dataset.pressed;
              if (!pressed && !combobox.isOpen) combobox.openMenu();
            },
          })}
        />
        <span className="ui-combobox__status" aria-hidden="true">
          {loading ? <span className="ui-combobox__spinner" /> : null}
        </span>
      </div>
      <ul
        className={showList ? "ui-combobox__list ui-combobox__list--open" : "ui-combobox__list"}
        {...combobox.getMenuProps({ "aria-busy": loading || undefined })}
      >
        {showList && items.length === 0 && !loading ? (
          <li className="ui-combobox__empty" role="presentation">
            {emptyText}
          </li>
        ) : null}
        {showList
          ? items.map((item, index) => (
              <li
                key={itemKey(item)}
                className={[
                  "ui-combobox__option",
                  combobox.highlightedIndex === index ? "ui-combobox__option--active" : "",
                  selectedItem !== null && itemKey(selectedItem) === itemKey(item)
                    ? "ui-combobox__option--selected"
                    : "",
                ]
                  .filter(Boolean)
                  .join(" ")}
                {...combobox.getItemProps({ item, index })}
              >
                <span>{itemToString(item)}</span>
                {itemDetail ? (
                  <span className="ui-combobox__detail">{itemDetail(item)}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </FieldFrame>
  );
}
