/**
 * The palette's colour list (docs/product.md §5 'Palette'): at least one colour, the last one cannot be removed,
 * 'Add Color' appends #ffffff. Each colour has a picker and an editable text value.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Input } from 'antd';
import { Field } from 'react-final-form';
import { useAdminTranslation } from '../i18n/adminI18n';

export const NEW_COLOR = '#ffffff';

/** Bound to an array field of colour strings. */
export function ColorListField({ name, label }: { name: string; label: string }) {
  const { t } = useAdminTranslation();
  return (
    <Field<string[]> name={name} isEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}>
      {({ input, meta }) => {
        const colors: string[] = Array.isArray(input.value) ? input.value : [];
        const set = (next: string[]) => input.onChange(next);
        const error = meta.touched && typeof meta.error === 'string' ? meta.error : false;
        return (
          <fieldset className="field color-list" aria-describedby={error ? `${name}-msg` : undefined}>
            <legend className="field__label">
              {label}
              <span className="field__required" aria-hidden="true"> *</span>
            </legend>
            <ul className="color-list__items">
              {colors.map((color, i) => (
                <li key={i} className="color-list__item">
                  <ColorPicker
                    value={color}
                    disabledAlpha
                    onChangeComplete={(c) => set(colors.map((x, j) => (j === i ? c.toHexString() : x)))}
                    aria-label={t('dialogs.colors.pick', { number: i + 1 })}
                  />
                  <Input
                    value={color}
                    aria-label={t('dialogs.colors.value', { number: i + 1 })}
                    onChange={(e) => set(colors.map((x, j) => (j === i ? e.target.value : x)))}
                    onBlur={() => input.onBlur()}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('dialogs.colors.remove', { number: i + 1 })}
                    disabled={colors.length <= 1}
                    title={colors.length <= 1 ? t('dialogs.colors.lastOne') : undefined}
                    onClick={() => set(colors.filter((_, j) => j !== i))}
                  />
                </li>
              ))}
            </ul>
            <Button icon={<PlusOutlined />} onClick={() => set([...colors, NEW_COLOR])} className="color-list__add">
              {t('dialogs.colors.add')}
            </Button>
            {error && (
              <div className="field__error" id={`${name}-msg`}>
                {error}
              </div>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
