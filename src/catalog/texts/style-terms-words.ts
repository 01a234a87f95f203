/**
 * A style's own ordering terms in the catalogue's language (issue 33.5): the line sheet's
 * 'Ordine' column and the Excel order sheet's columns, check and count share these words, so
 * the two renderings of the order model say a style's minimum, case pack and delivery alike.
 */
import type { LanguageCode } from '../../shared/index.js';

export interface StyleTermsWords {
  /** The line sheet's column heading. */
  heading: string;
  /** A line of that column, and the Excel sheet's headings. */
  minimum: (pieces: number) => string;
  casePack: (pieces: number) => string;
  delivery: (when: string) => string;
  minimumHeading: string;
  casePackHeading: string;
  deliveryHeading: string;
  /** The Excel sheet's check column and what it says of a style ordered against its terms. */
  check: string;
  belowMinimum: (pieces: number) => string;
  offCasePack: (pieces: number) => string;
  /** The totals' count of styles the check flags. */
  toReview: string;
}

const WORDS: Record<LanguageCode, StyleTermsWords> = {
  Italiano: {
    heading: 'Ordine',
    minimum: (pieces) => `Minimo ${pieces} capi`,
    casePack: (pieces) => `Confezione da ${pieces}`,
    delivery: (when) => `Consegna ${when}`,
    minimumHeading: 'Minimo per modello',
    casePackHeading: 'Confezione',
    deliveryHeading: 'Consegna',
    check: 'Verifica',
    belowMinimum: (pieces) => `Sotto il minimo di ${pieces} capi`,
    offCasePack: (pieces) => `Non a multipli di ${pieces}`,
    toReview: 'Modelli da rivedere',
  },
  Inglese: {
    heading: 'Ordering',
    minimum: (pieces) => `Minimum ${pieces} pcs`,
    casePack: (pieces) => `Case pack ${pieces}`,
    delivery: (when) => `Delivery ${when}`,
    minimumHeading: 'Minimum per style',
    casePackHeading: 'Case pack',
    deliveryHeading: 'Delivery',
    check: 'Check',
    belowMinimum: (pieces) => `Below the minimum of ${pieces} pcs`,
    offCasePack: (pieces) => `Not in multiples of ${pieces}`,
    toReview: 'Styles to review',
  },
  Spagnolo: {
    heading: 'Pedido',
    minimum: (pieces) => `Mínimo ${pieces} uds.`,
    casePack: (pieces) => `Caja de ${pieces}`,
    delivery: (when) => `Entrega ${when}`,
    minimumHeading: 'Mínimo por modelo',
    casePackHeading: 'Caja',
    deliveryHeading: 'Entrega',
    check: 'Control',
    belowMinimum: (pieces) => `Por debajo del mínimo de ${pieces} uds.`,
    offCasePack: (pieces) => `No en múltiplos de ${pieces}`,
    toReview: 'Modelos a revisar',
  },
  Francese: {
    heading: 'Commande',
    minimum: (pieces) => `Minimum ${pieces} pièces`,
    casePack: (pieces) => `Colisage ${pieces}`,
    delivery: (when) => `Livraison ${when}`,
    minimumHeading: 'Minimum par modèle',
    casePackHeading: 'Colisage',
    deliveryHeading: 'Livraison',
    check: 'Contrôle',
    belowMinimum: (pieces) => `Sous le minimum de ${pieces} pièces`,
    offCasePack: (pieces) => `Pas par multiples de ${pieces}`,
    toReview: 'Modèles à revoir',
  },
  Tedesco: {
    heading: 'Bestellung',
    minimum: (pieces) => `Mindestens ${pieces} Stück`,
    casePack: (pieces) => `VE ${pieces}`,
    delivery: (when) => `Lieferung ${when}`,
    minimumHeading: 'Minimum je Modell',
    casePackHeading: 'Verpackungseinheit',
    deliveryHeading: 'Lieferung',
    check: 'Prüfung',
    belowMinimum: (pieces) => `Unter dem Minimum von ${pieces} Stück`,
    offCasePack: (pieces) => `Nicht in Vielfachen von ${pieces}`,
    toReview: 'Zu prüfende Modelle',
  },
  Portoghese: {
    heading: 'Encomenda',
    minimum: (pieces) => `Mínimo ${pieces} peças`,
    casePack: (pieces) => `Caixa de ${pieces}`,
    delivery: (when) => `Entrega ${when}`,
    minimumHeading: 'Mínimo por modelo',
    casePackHeading: 'Caixa',
    deliveryHeading: 'Entrega',
    check: 'Verificação',
    belowMinimum: (pieces) => `Abaixo do mínimo de ${pieces} peças`,
    offCasePack: (pieces) => `Não em múltiplos de ${pieces}`,
    toReview: 'Modelos a rever',
  },
  Olandese: {
    heading: 'Bestelling',
    minimum: (pieces) => `Minimaal ${pieces} stuks`,
    casePack: (pieces) => `Verpakt per ${pieces}`,
    delivery: (when) => `Levering ${when}`,
    minimumHeading: 'Minimum per model',
    casePackHeading: 'Verpakking',
    deliveryHeading: 'Levering',
    check: 'Controle',
    belowMinimum: (pieces) => `Onder het minimum van ${pieces} stuks`,
    offCasePack: (pieces) => `Niet in veelvouden van ${pieces}`,
    toReview: 'Te controleren modellen',
  },
  Russo: {
    heading: 'Заказ',
    minimum: (pieces) => `Минимум ${pieces} шт.`,
    casePack: (pieces) => `Упаковка ${pieces} шт.`,
    delivery: (when) => `Поставка ${when}`,
    minimumHeading: 'Минимум на модель',
    casePackHeading: 'Упаковка',
    deliveryHeading: 'Поставка',
    check: 'Проверка',
    belowMinimum: (pieces) => `Меньше минимума ${pieces} шт.`,
    offCasePack: (pieces) => `Не кратно ${pieces}`,
    toReview: 'Модели для проверки',
  },
  Giapponese: {
    heading: '発注条件',
    minimum: (pieces) => `最小${pieces}点`,
    casePack: (pieces) => `${pieces}点単位`,
    delivery: (when) => `納期 ${when}`,
    minimumHeading: 'モデル別最小数量',
    casePackHeading: '入数',
    deliveryHeading: '納期',
    check: '確認',
    belowMinimum: (pieces) => `最小${pieces}点未満`,
    offCasePack: (pieces) => `${pieces}点単位ではありません`,
    toReview: '確認が必要なモデル',
  },
};

export function styleTermsWords(language: LanguageCode): StyleTermsWords {
  return WORDS[language];
}
