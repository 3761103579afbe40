import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import './slider.css';

/** Props of {@link Slider}: one value, a visible label, and how the value is written out. */
export interface SliderProps extends Omit<AriaSliderProps<number>, 'children' | 'className'> {
  label: string;
  /** The value as shown beside the label ("554 px"). */
  format?: (value: number) => string;
  className?: string;
}

/**
 * A horizontal single-thumb slider with its label and value. Arrow keys move it one step,
 * Page Up/Down ten, Home/End to the ends (react-aria).
 */
export function Slider({ label, format, className, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={['mc-slider', className].filter(Boolean).join(' ')}>
      <div className="mc-slider__head">
        <Label className="mc-slider__label">{label}</Label>
        <SliderOutput className="mc-slider__output">
          {({ state }) => (format ? format(state.getThumbValue(0)) : state.getThumbValueLabel(0))}
        </SliderOutput>
      </div>
      <SliderTrack className="mc-slider__track">
        {({ state }) => (
          <>
            <span className="mc-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="mc-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
