import { useTranslation } from 'react-i18next';
import { SURVEY_IMAGES, type SurveyImage } from '../../../domain/custom-survey';
import { StrokeIcon } from '../shell/icons';

// The pictures a pillar may show, drawn here (a survey never links to an outside address).
const PATHS: Record<SurveyImage, string> = {
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M18 14c1.8.8 3 2.8 3 5',
  growth: 'M3 20h18M5 16l5-5 3 3 6-7M15 7h4v4',
  communication: 'M4 5h12v8H9l-4 3v-3H4zM18 9h2v8h-1v3l-3-3h-5v-2',
  wellbeing: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  leadership: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  recognition: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v2a3 3 0 0 0 3 3M16 6h3v2a3 3 0 0 1-3 3M12 13v4M8 21h8M10 17h4v4h-4z',
  workplace: 'M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2M8 13h2M14 13h2',
  balance: 'M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z',
  learning: 'M2 7l10-4 10 4-10 4zM6 9v5c0 1.7 2.7 3 6 3s6-1.3 6-3V9M22 7v6',
  ideas: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.4.4.5.8.5 1.1v1h6v-1c0-.3.1-.7.5-1.1A6 6 0 0 0 12 3z',
};

export function SurveyImageIcon({ image, size = 24 }: { image: SurveyImage; size?: number }) {
  return <StrokeIcon d={PATHS[image]} size={size} />;
}

/** A row of pictures to choose from (radio buttons: arrow keys move between them), or none. */
export function ImagePicker({
  name,
  legend,
  value,
  disabled,
  onChange,
}: {
  name: string;
  legend: string;
  value: SurveyImage | null;
  disabled: boolean;
  onChange: (image: SurveyImage | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="cs-images" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="cs-images__choices">
        {[null, ...SURVEY_IMAGES].map((image) => (
          <label key={image ?? 'none'} className="cs-images__choice" title={t(`customSurveys:image.${image ?? 'none'}`)}>
            <input type="radio" name={name} className="sr-only" checked={value === image} onChange={() => onChange(image)} />
            {image ? <SurveyImageIcon image={image} /> : <span aria-hidden="true">∅</span>}
            <span className="sr-only">{t(`customSurveys:image.${image ?? 'none'}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
