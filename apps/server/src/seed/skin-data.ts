import {
  ingredientFlags,
  SKIN_CONCERNS,
  SKIN_TYPES,
  type IngredientFlag,
  type SkinConcern,
  type SkinType,
} from '@lumi/shared';
import type { DemoProduct } from './catalog-data';

/*
 * What each demo product is made of and whom it suits: an INCI list in label order, the skin types it suits and the
 * concerns it addresses. A product's leaf gives a base formula (or a variant its name picks), the actives its
 * Vietnamese name promises are slotted in, and fragrance comes last. Deterministic: the only variation (whether an
 * unscented-by-nature product carries 'Parfum', and which allergens) comes from a hash of the name.
 */

export type SkinFacts = { ingredients: string[]; skinTypes: SkinType[]; concerns: SkinConcern[] };

type Group = 'face' | 'makeup' | 'body' | 'hair' | 'food' | 'derma';

interface Formula {
  /** INCI in label order, ', '-separated; '@' marks where the name's actives go, '#' its extracts (default: at '@'). */
  inci?: string;
  /** Anhydrous: the name's actives take their oil-phase form. */
  oil?: boolean;
  types?: readonly SkinType[];
  concerns?: readonly SkinConcern[];
}

interface LeafFacts extends Formula {
  /** The leaf category's name (last item of `category`). */
  leaf: string;
  group: Group;
  inci: string;
  /** Chance (0–1) of 'Parfum' when neither the name nor the brand decides. */
  scent: number;
  /** The formula already holds UV filters, so an 'SPF' name adds none. */
  uv?: boolean;
  /** Variants picked by the (lower-cased) product name; the first match wins. */
  forms?: [RegExp, Formula][];
}

const OILY: readonly SkinType[] = ['normal', 'oily', 'combination'];
const NOT_SENSITIVE: readonly SkinType[] = ['dry', 'normal', 'oily', 'combination'];

/** Pure ascorbic acid at a low pH: it stings sensitive skin. */
const VITAMIN_C_SERUM: Formula = {
  types: NOT_SENSITIVE,
  inci: 'Aqua, @, Ethoxydiglycol, Propylene Glycol, Glycerin, Laureth-23, #, Sodium Hyaluronate, Triethanolamine, Phenoxyethanol',
};

// ---------------------------------------------------------------- formulas per leaf

const LEAVES: Record<string, LeafFacts> = {
  cleanser: {
    leaf: 'Sữa rửa mặt',
    group: 'face',
    scent: 0.4,
    inci: 'Aqua, Glycerin, Sodium Cocoyl Glycinate, Cocamidopropyl Betaine, @, Sodium Lauroyl Methyl Isethionate, Acrylates Copolymer, Panthenol, Allantoin, #, Sodium Chloride, Citric Acid, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /^gel/,
        {
          inci: 'Aqua, Cocamidopropyl Betaine, Sodium Lauroyl Sarcosinate, Glycerin, @, PEG-120 Methyl Glucose Dioleate, Butylene Glycol, #, Citric Acid, Sodium Benzoate, Disodium EDTA, Phenoxyethanol',
        },
      ],
      [
        /tạo bọt/,
        {
          inci: 'Aqua, Glycerin, Myristic Acid, Stearic Acid, Potassium Hydroxide, Lauric Acid, Glyceryl Stearate, PEG-100 Stearate, @, Cocamidopropyl Betaine, #, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  makeupRemover: {
    leaf: 'Tẩy trang',
    group: 'face',
    scent: 0.3,
    inci: 'Aqua, Hexylene Glycol, Glycerin, @, Poloxamer 184, PEG-6 Caprylic/Capric Glycerides, #, Cucumis Sativus Fruit Extract, Sodium Citrate, Citric Acid, Disodium EDTA, Polyaminopropyl Biguanide',
    forms: [
      [
        /^dầu/,
        {
          oil: true,
          inci: 'Caprylic/Capric Triglyceride, Ethylhexyl Palmitate, Olea Europaea Fruit Oil, PEG-20 Glyceryl Triisostearate, Polyglyceryl-2 Sesquicaprylate, @, Simmondsia Chinensis Seed Oil, Helianthus Annuus Seed Oil, #, Tocopherol',
        },
      ],
      [
        /^sáp/,
        {
          oil: true,
          inci: 'Ethylhexyl Palmitate, Caprylic/Capric Triglyceride, PEG-20 Glyceryl Triisostearate, Polyethylene, Sorbitan Sesquioleate, Butyrospermum Parkii Butter, @, Carthamus Tinctorius Seed Oil, #, Tocopherol',
        },
      ],
    ],
  },
  exfoliant: {
    leaf: 'Tẩy tế bào chết',
    group: 'face',
    scent: 0.2,
    types: NOT_SENSITIVE,
    concerns: ['dullness', 'pores'],
    inci: 'Aqua, @, Methylpropanediol, Butylene Glycol, Glycerin, Aloe Barbadensis Leaf Juice, Allantoin, Panthenol, #, Sodium Hydroxide, Hydroxyethylcellulose, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /jojoba/,
        {
          types: SKIN_TYPES,
          concerns: ['dullness'],
          inci: 'Aqua, Glycerin, Jojoba Esters, Butylene Glycol, Carbomer, @, Cellulose, Allantoin, Panthenol, #, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /cà phê/,
        {
          types: OILY,
          concerns: ['dullness'],
          inci: 'Aqua, Coffea Arabica Seed Powder, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Honey, Butyrospermum Parkii Butter, @, Glyceryl Stearate, PEG-100 Stearate, #, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  toner: {
    leaf: 'Toner - Nước cân bằng',
    group: 'face',
    scent: 0.3,
    concerns: ['dehydration'],
    inci: 'Aqua, Butylene Glycol, Glycerin, @, Propanediol, Betaine, Panthenol, Allantoin, #, 1,2-Hexanediol, Citric Acid, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /hoa hồng/,
        {
          inci: 'Rosa Damascena Flower Water, Glycerin, Butylene Glycol, @, Betaine, Panthenol, #, Citric Acid, Sodium Benzoate, Potassium Sorbate',
        },
      ],
      [
        /kiềm dầu/,
        {
          inci: 'Aqua, Alcohol Denat, Butylene Glycol, Glycerin, @, Hamamelis Virginiana Leaf Extract, Propanediol, #, Menthol, Citric Acid, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  serum: {
    leaf: 'Serum - Tinh chất',
    group: 'face',
    scent: 0.15,
    inci: 'Aqua, @, Propanediol, Glycerin, Butylene Glycol, Pentylene Glycol, #, Hydroxyethylcellulose, Carbomer, Tromethamine, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [/vitamin c/, VITAMIN_C_SERUM],
      [
        /retinol/,
        {
          inci: 'Aqua, Squalane, Caprylic/Capric Triglyceride, Glycerin, Dimethicone, Polysorbate 20, @, #, Bisabolol, Tocopherol, Carbomer, Sodium Hydroxide, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  moisturizer: {
    leaf: 'Kem dưỡng ẩm',
    group: 'face',
    scent: 0.4,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Caprylic/Capric Triglyceride, @, Cetearyl Alcohol, Butyrospermum Parkii Butter, Squalane, Dimethicone, Glyceryl Stearate, PEG-100 Stearate, #, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /^gel/,
        {
          inci: 'Aqua, Glycerin, Butylene Glycol, @, Dimethicone, Propanediol, Betaine, #, Carbomer, Tromethamine, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /trắng/,
        {
          inci: 'Aqua, Niacinamide, Glycerin, Caprylic/Capric Triglyceride, @, Dimethicone, Cetearyl Alcohol, Glyceryl Stearate, Stearic Acid, #, Retinyl Palmitate, Tocopheryl Acetate, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  sunscreen: {
    leaf: 'Kem chống nắng da mặt',
    group: 'face',
    scent: 0.4,
    uv: true,
    concerns: ['pigmentation', 'aging'],
    inci: 'Aqua, Ethylhexyl Methoxycinnamate, Butylene Glycol, Dibutyl Adipate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Ethylhexyl Triazone, @, Glycerin, Polymethylsilsesquioxane, Silica, Polyglyceryl-3 Methylglucose Distearate, #, Tocopherol, Carbomer, Tromethamine, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /vật lý/,
        {
          inci: 'Aqua, Zinc Oxide, Caprylic/Capric Triglyceride, Titanium Dioxide, Butylene Glycol, Dimethicone, Polyglyceryl-4 Isostearate, Cetyl PEG/PPG-10/1 Dimethicone, @, Glycerin, Magnesium Sulfate, Aluminum Hydroxide, Stearic Acid, #, Tocopherol, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /nâng tông/,
        {
          inci: 'Aqua, Ethylhexyl Methoxycinnamate, Titanium Dioxide, Butylene Glycol, Dibutyl Adipate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Diethylamino Hydroxybenzoyl Hexyl Benzoate, @, Niacinamide, Glycerin, Silica, Dimethicone, #, Aluminum Hydroxide, Stearic Acid, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /^sữa/,
        {
          inci: 'Dimethicone, Aqua, Zinc Oxide, Alcohol, Ethylhexyl Methoxycinnamate, Isododecane, Octocrylene, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Talc, @, Glycerin, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, PEG-9 Polydimethylsiloxyethyl Dimethicone, Trimethylsiloxysilicate, #, Dextrin Palmitate, Disodium EDTA, BHT',
        },
      ],
    ],
  },
  sunSpray: {
    leaf: 'Xịt chống nắng',
    group: 'face',
    scent: 0.5,
    uv: true,
    concerns: ['pigmentation'],
    inci: 'Alcohol Denat, Butane, Ethylhexyl Methoxycinnamate, Octocrylene, Homosalate, Butyl Methoxydibenzoylmethane, Ethylhexyl Salicylate, @, C12-15 Alkyl Benzoate, Isopropyl Myristate, Acrylates/Octylacrylamide Copolymer, Dimethicone, #, Tocopheryl Acetate',
    forms: [
      [
        /nhạy cảm/,
        {
          inci: 'Aqua, Zinc Oxide, C12-15 Alkyl Benzoate, Caprylic/Capric Triglyceride, Glycerin, Polyglyceryl-2 Dipolyhydroxystearate, Titanium Dioxide, @, Panthenol, Allantoin, Bisabolol, #, Tocopherol, Magnesium Sulfate, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  sheetMask: {
    leaf: 'Mặt nạ giấy',
    group: 'face',
    scent: 0.6,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Butylene Glycol, Dipropylene Glycol, @, Betaine, Trehalose, #, Carbomer, Arginine, Allantoin, Xanthan Gum, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
  },
  washOffMask: {
    leaf: 'Mặt nạ ngủ & đất sét',
    group: 'face',
    scent: 0.7,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Butylene Glycol, @, Dimethicone, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Betaine, #, Carbomer, Tromethamine, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /đất sét/,
        {
          types: OILY,
          concerns: ['pores'],
          inci: 'Aqua, Kaolin, Bentonite, Glycerin, @, Butylene Glycol, Cetearyl Alcohol, #, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /môi/,
        {
          oil: true,
          inci: 'Diisostearyl Malate, Hydrogenated Polyisobutene, Phytosteryl/Isostearyl/Cetyl/Stearyl/Behenyl Dimer Dilinoleate, Hydrogenated Poly(C6-14 Olefin), Polybutene, Microcrystalline Wax, Butyrospermum Parkii Butter, @, Euphorbia Cerifera Cera, #, Tocopheryl Acetate',
        },
      ],
    ],
  },
  liquidLip: {
    leaf: 'Son kem lì',
    group: 'makeup',
    scent: 0.8,
    oil: true,
    inci: 'Dimethicone, Trimethylsiloxysilicate, Isododecane, Silica, Disteardimonium Hectorite, Dimethicone Crosspolymer, @, Simmondsia Chinensis Seed Oil, Tocopheryl Acetate, #, Propylene Carbonate, Phenoxyethanol, CI 15850, CI 77491, CI 77891, CI 45410',
    forms: [
      [
        /bóng/,
        {
          oil: true,
          inci: 'Polybutene, Hydrogenated Polyisobutene, Diisostearyl Malate, Octyldodecanol, Silica Dimethyl Silylate, @, Ricinus Communis Seed Oil, Tocopheryl Acetate, #, Mica, CI 77891, CI 15850, CI 45410',
        },
      ],
    ],
  },
  bulletLip: {
    leaf: 'Son thỏi',
    group: 'makeup',
    scent: 0.9,
    oil: true,
    inci: 'Ricinus Communis Seed Oil, Octyldodecanol, Caprylic/Capric Triglyceride, Euphorbia Cerifera Cera, Cera Alba, Copernicia Cerifera Cera, Ozokerite, @, Butyrospermum Parkii Butter, Simmondsia Chinensis Seed Oil, #, Tocopheryl Acetate, Mica, CI 77891, CI 15850, CI 77491, CI 45410',
  },
  lipBalm: {
    leaf: 'Son dưỡng môi',
    group: 'makeup',
    scent: 0.5,
    oil: true,
    concerns: ['dehydration'],
    inci: 'Ricinus Communis Seed Oil, Cera Alba, Butyrospermum Parkii Butter, Euphorbia Cerifera Cera, Caprylic/Capric Triglyceride, @, Simmondsia Chinensis Seed Oil, #, Tocopherol',
    forms: [
      [
        /có màu/,
        {
          oil: true,
          inci: 'Ricinus Communis Seed Oil, Octyldodecanol, Cera Alba, Butyrospermum Parkii Butter, Euphorbia Cerifera Cera, @, Simmondsia Chinensis Seed Oil, #, Tocopherol, Mica, CI 15850, CI 77491',
        },
      ],
    ],
  },
  foundation: {
    leaf: 'Kem nền',
    group: 'makeup',
    scent: 0.6,
    concerns: [],
    inci: 'Aqua, Dimethicone, Isododecane, Titanium Dioxide, Butylene Glycol, PEG-10 Dimethicone, Trimethylsiloxysilicate, @, Disteardimonium Hectorite, Sodium Chloride, #, Phenoxyethanol, Ethylhexylglycerin, CI 77491, CI 77492, CI 77499',
    forms: [[/dưỡng ẩm/, { types: ['dry', 'normal', 'combination'] }]],
  },
  cushion: {
    leaf: 'Phấn nước cushion',
    group: 'makeup',
    scent: 0.8,
    inci: 'Aqua, Dimethicone, Titanium Dioxide, Butylene Glycol, Phenyl Trimethicone, @, PEG-10 Dimethicone, Glycerin, Disteardimonium Hectorite, Sodium Chloride, #, Phenoxyethanol, Ethylhexylglycerin, CI 77491, CI 77492, CI 77499',
    forms: [[/dưỡng ẩm/, { types: ['dry', 'normal', 'combination'] }]],
  },
  powder: {
    leaf: 'Phấn phủ',
    group: 'makeup',
    scent: 0.4,
    oil: true,
    inci: 'Talc, Mica, Silica, Zinc Stearate, Ethylhexyl Palmitate, Dimethicone, @, Caprylyl Glycol, #, Phenoxyethanol, CI 77891, CI 77491, CI 77492',
    forms: [
      [
        /khoáng/,
        {
          oil: true,
          inci: 'Mica, Boron Nitride, Silica, Zinc Oxide, Magnesium Myristate, @, Caprylyl Glycol, Ethylhexylglycerin, #, CI 77891, CI 77491, CI 77492',
        },
      ],
    ],
  },
  eyeliner: {
    leaf: 'Kẻ mắt',
    group: 'makeup',
    scent: 0,
    inci: 'Aqua, Styrene/Acrylates/Ammonium Methacrylate Copolymer, Butylene Glycol, Glycerin, Polysorbate 20, Hydroxyethylcellulose, @, Sodium Dehydroacetate, #, Phenoxyethanol, Ethylhexylglycerin, CI 77266',
    forms: [
      [
        /^chì/,
        {
          oil: true,
          inci: 'Isododecane, Trimethylsiloxysilicate, Synthetic Wax, Polyethylene, Hydrogenated Polyisobutene, Disteardimonium Hectorite, @, Tocopherol, #, CI 77499, CI 77266',
        },
      ],
    ],
  },
  mascara: {
    leaf: 'Mascara',
    group: 'makeup',
    scent: 0.1,
    inci: 'Aqua, Cera Alba, Stearic Acid, Copernicia Cerifera Cera, Triethanolamine, Acacia Senegal Gum, Hydroxyethylcellulose, Butylene Glycol, @, Panthenol, #, Phenoxyethanol, Methylparaben, Propylparaben, CI 77499',
    forms: [
      [
        /chống nước/,
        {
          oil: true,
          inci: 'Isododecane, Cera Alba, Copernicia Cerifera Cera, Trimethylsiloxysilicate, Disteardimonium Hectorite, Propylene Carbonate, @, Polyethylene, Tocopheryl Acetate, #, Propylparaben, CI 77499',
        },
      ],
    ],
  },
  eyeshadow: {
    leaf: 'Phấn mắt',
    group: 'makeup',
    scent: 0.1,
    oil: true,
    inci: 'Talc, Mica, Magnesium Stearate, Ethylhexyl Palmitate, Dimethicone, Silica, Boron Nitride, @, Caprylyl Glycol, #, Ethylhexylglycerin, CI 77491, CI 77492, CI 77499, CI 77891, CI 77742',
    forms: [
      [
        /nhũ/,
        {
          oil: true,
          inci: 'Synthetic Fluorphlogopite, Calcium Aluminum Borosilicate, Mica, Dimethicone, Isostearyl Neopentanoate, @, Silica, Tin Oxide, #, Caprylyl Glycol, CI 77891, CI 77491',
        },
      ],
    ],
  },
  showerGel: {
    leaf: 'Sữa tắm',
    group: 'body',
    scent: 1,
    inci: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, @, Sodium Chloride, Coco-Glucoside, #, PEG-7 Glyceryl Cocoate, Polyquaternium-7, Citric Acid, Sodium Benzoate, Tetrasodium EDTA',
    forms: [
      [
        /hoa sen/,
        {
          inci: 'Aqua, Decyl Glucoside, Cocamidopropyl Betaine, Sodium Cocoyl Glutamate, Glycerin, @, Polyquaternium-7, #, Citric Acid, Sodium Benzoate, Potassium Sorbate',
        },
      ],
    ],
  },
  bodyScrub: {
    leaf: 'Tẩy da chết cơ thể',
    group: 'body',
    scent: 0.9,
    concerns: ['dullness'],
    inci: 'Aqua, Glycerin, Sodium Cocoyl Isethionate, @, Perlite, Cocamidopropyl Betaine, Butyrospermum Parkii Butter, Urea, Xanthan Gum, #, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /cà phê/,
        {
          oil: true,
          inci: 'Coffea Arabica Seed Powder, Sucrose, Cocos Nucifera Oil, Prunus Amygdalus Dulcis Oil, Butyrospermum Parkii Butter, @, Honey, Polysorbate 80, #, Tocopherol',
        },
      ],
      [
        /muối/,
        {
          oil: true,
          inci: 'Maris Sal, Helianthus Annuus Seed Oil, Prunus Amygdalus Dulcis Oil, Polysorbate 20, @, Magnesium Sulfate, #, Tocopherol',
        },
      ],
    ],
  },
  bodyLotion: {
    leaf: 'Sữa dưỡng thể',
    group: 'body',
    scent: 1,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Paraffinum Liquidum, Cetearyl Alcohol, Caprylic/Capric Triglyceride, @, Dimethicone, Glyceryl Stearate, Stearic Acid, Isopropyl Myristate, #, Carbomer, Triethanolamine, Disodium EDTA, Phenoxyethanol, Methylparaben, Propylparaben',
  },
  handCream: {
    leaf: 'Kem dưỡng da tay',
    group: 'body',
    scent: 0.9,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Butyrospermum Parkii Butter, Cetearyl Alcohol, Caprylic/Capric Triglyceride, @, Dimethicone, Glyceryl Stearate, PEG-100 Stearate, #, Allantoin, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
  },
  shampoo: {
    leaf: 'Dầu gội',
    group: 'hair',
    scent: 1,
    inci: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, @, Sodium Chloride, Glycol Distearate, Dimethiconol, Guar Hydroxypropyltrimonium Chloride, Polyquaternium-10, #, Citric Acid, Sodium Benzoate, Tetrasodium EDTA',
    forms: [
      [
        /nhạy cảm/,
        {
          inci: 'Aqua, Cocamidopropyl Betaine, Sodium Lauroyl Methyl Isethionate, Decyl Glucoside, Glycerin, @, Polyquaternium-10, Panthenol, #, Citric Acid, Sodium Benzoate, Potassium Sorbate',
        },
      ],
    ],
  },
  conditioner: {
    leaf: 'Dầu xả',
    group: 'hair',
    scent: 1,
    inci: 'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Dimethicone, @, Amodimethicone, Glycerin, Cetrimonium Chloride, #, Trideceth-12, Citric Acid, Phenoxyethanol, Ethylhexylglycerin',
  },
  hairOil: {
    leaf: 'Tinh dầu dưỡng tóc',
    group: 'hair',
    scent: 0.8,
    oil: true,
    inci: 'Cyclopentasiloxane, Dimethiconol, Dimethicone, Phenyl Trimethicone, @, Caprylic/Capric Triglyceride, Helianthus Annuus Seed Oil, #, Tocopheryl Acetate',
    forms: [
      [
        /^tinh dầu/,
        {
          inci: 'Aqua, #, @, Glycerin, PEG-40 Hydrogenated Castor Oil, Polysorbate 20, Panthenol, Citric Acid, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /^xịt/,
        {
          inci: 'Aqua, Glycerin, @, Panthenol, Polyquaternium-10, PEG-40 Hydrogenated Castor Oil, #, Citric Acid, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /dừa/,
        {
          oil: true,
          inci: 'Cocos Nucifera Oil, Ricinus Communis Seed Oil, Simmondsia Chinensis Seed Oil, Sesamum Indicum Seed Oil, @, Tocopherol, #, Rosmarinus Officinalis Leaf Extract',
        },
      ],
    ],
  },
  hairDye: {
    leaf: 'Thuốc nhuộm tóc',
    group: 'hair',
    scent: 1,
    inci: 'Aqua, Cetearyl Alcohol, Propylene Glycol, Ammonium Hydroxide, Ceteareth-25, Oleic Acid, Glycol Distearate, @, Toluene-2,5-Diamine Sulfate, Resorcinol, m-Aminophenol, 2-Methylresorcinol, #, Sodium Sulfite, Ascorbic Acid, Tetrasodium EDTA',
    forms: [
      [
        /không amoniac/,
        {
          inci: 'Aqua, Cetearyl Alcohol, Propylene Glycol, Ethanolamine, Ceteareth-25, Oleic Acid, @, p-Phenylenediamine, Resorcinol, m-Aminophenol, 2-Methylresorcinol, #, Sodium Sulfite, Ascorbic Acid, Tetrasodium EDTA',
        },
      ],
      [
        /phủ bạc/,
        {
          inci: 'Aqua, Cetearyl Alcohol, Propylene Glycol, Ammonium Hydroxide, Ceteareth-25, Oleic Acid, @, p-Phenylenediamine, Resorcinol, m-Aminophenol, 4-Amino-2-Hydroxytoluene, #, Polygonum Multiflorum Root Extract, Sodium Sulfite, Tetrasodium EDTA',
        },
      ],
    ],
  },
  // Food supplements: the label's contents, active first; the name's keywords only add concerns.
  collagen: {
    leaf: 'Viên uống collagen',
    group: 'food',
    scent: 0,
    concerns: ['aging'],
    inci: 'Hydrolyzed Collagen, Ascorbic Acid, Microcrystalline Cellulose, Hydroxypropyl Methylcellulose, Magnesium Stearate, Silicon Dioxide',
    forms: [
      [
        /trắng da/,
        {
          inci: 'Hydrolyzed Collagen, L-Glutathione, Ascorbic Acid, Sodium Hyaluronate, Microcrystalline Cellulose, Hydroxypropyl Methylcellulose, Magnesium Stearate, Silicon Dioxide',
        },
      ],
      [
        /^nước uống/,
        {
          inci: 'Purified Water, Collagen Peptide, Pomegranate Juice Concentrate, Erythritol, Citric Acid, Ascorbic Acid, Sucralose, Natural Pomegranate Flavor, Potassium Sorbate',
        },
      ],
      [
        /vitamin c/,
        {
          inci: 'Hydrolyzed Collagen, Ascorbic Acid, Biotin, Zinc Gluconate, Microcrystalline Cellulose, Croscarmellose Sodium, Hydroxypropyl Methylcellulose, Magnesium Stearate',
        },
      ],
      [
        /^bột/,
        {
          inci: 'Hydrolyzed Fish Collagen, Sodium Hyaluronate, Ascorbic Acid, Maltodextrin, Citric Acid, Steviol Glycosides',
        },
      ],
    ],
  },
  oralSunscreen: {
    leaf: 'Viên uống chống nắng',
    group: 'food',
    scent: 0,
    concerns: ['pigmentation', 'aging'],
    inci: 'Polypodium Leucotomos Extract, Ascorbic Acid, Beta-Carotene, Microcrystalline Cellulose, Gelatin, Magnesium Stearate, Silicon Dioxide',
    forms: [
      [
        /vitamin e/,
        {
          inci: 'Polypodium Leucotomos Extract, D-alpha-Tocopherol, Lycopene, Lutein, Astaxanthin, Soybean Oil, Gelatin, Glycerin, Purified Water',
        },
      ],
      [
        /glutathione/,
        {
          inci: 'L-Glutathione, L-Cysteine, Ascorbic Acid, Microcrystalline Cellulose, Hydroxypropyl Methylcellulose, Magnesium Stearate, Silicon Dioxide',
        },
      ],
    ],
  },
  vitamins: {
    leaf: 'Vitamin & khoáng chất',
    group: 'food',
    scent: 0,
    concerns: ['dullness'],
    // No vitamin A ester: a women's multivitamin should not carry the retinoid warning.
    inci: 'Calcium Carbonate, Magnesium Oxide, Ascorbic Acid, Ferrous Fumarate, Zinc Gluconate, DL-alpha-Tocopheryl Acetate, Nicotinamide, Beta-Carotene, Pyridoxine Hydrochloride, Folic Acid, Cholecalciferol, Cyanocobalamin, Biotin, Microcrystalline Cellulose, Magnesium Stearate',
    forms: [
      [
        /kẽm/,
        {
          inci: 'Zinc Gluconate, Ascorbic Acid, Microcrystalline Cellulose, Dicalcium Phosphate, Hydroxypropyl Methylcellulose, Magnesium Stearate, Silicon Dioxide',
        },
      ],
      [
        /biotin/,
        {
          inci: 'Biotin, Zinc Citrate, Dicalcium Phosphate, Microcrystalline Cellulose, Stearic Acid, Magnesium Stearate, Silicon Dioxide',
        },
      ],
      [
        /vitamin e/,
        {
          concerns: ['aging'],
          inci: 'D-alpha-Tocopherol, Soybean Oil, Gelatin, Glycerin, Purified Water, Iron Oxide Red',
        },
      ],
    ],
  },
  omega: {
    leaf: 'Omega-3 & dầu cá',
    group: 'food',
    scent: 0,
    concerns: ['dehydration'],
    inci: 'Fish Oil, Eicosapentaenoic Acid, Docosahexaenoic Acid, Gelatin, Glycerin, Purified Water, Mixed Tocopherols',
    forms: [
      [
        /3-6-9/,
        {
          inci: 'Fish Oil, Flaxseed Oil, Borage Oil, Gelatin, Glycerin, Purified Water, D-alpha-Tocopherol',
        },
      ],
      [
        /anh thảo/,
        {
          inci: 'Evening Primrose Oil, Gamma-Linolenic Acid, Gelatin, Glycerin, Purified Water, D-alpha-Tocopherol',
        },
      ],
    ],
  },
  acneGel: {
    leaf: 'Gel trị mụn',
    group: 'derma',
    scent: 0,
    types: OILY,
    concerns: ['acne'],
    inci: 'Aqua, Propanediol, Glycerin, @, Butylene Glycol, Hydroxyethylcellulose, PEG-40 Hydrogenated Castor Oil, #, Allantoin, Sodium Hydroxide, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /^kem/,
        {
          types: SKIN_TYPES,
          inci: 'Aqua, @, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol, Dimethicone, Glyceryl Stearate, PEG-100 Stearate, #, Allantoin, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
      [
        /^xịt/,
        {
          inci: 'Aqua, Alcohol Denat, @, Butylene Glycol, Glycerin, Polysorbate 20, #, Allantoin, Panthenol, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  acnePatch: {
    leaf: 'Miếng dán mụn',
    group: 'derma',
    scent: 0,
    concerns: ['acne'],
    inci: 'Cellulose Gum, Styrene Isoprene Styrene Block Copolymer, Polyisobutylene, Paraffinum Liquidum, @, Polyurethane, #, Tocopheryl Acetate',
    forms: [
      [
        /vi kim/,
        {
          inci: 'Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, @, Salicylic Acid, Niacinamide, Centella Asiatica Extract, Madecassoside, Allantoin, #, Polyurethane',
        },
      ],
    ],
  },
  repairCream: {
    leaf: 'Kem phục hồi',
    group: 'derma',
    scent: 0,
    concerns: ['redness'],
    inci: 'Aqua, Glycerin, @, Caprylic/Capric Triglyceride, Squalane, Butylene Glycol, Cetearyl Alcohol, Butyrospermum Parkii Butter, Glyceryl Stearate, Madecassoside, Allantoin, #, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /^gel/,
        {
          inci: 'Aqua, Glycerin, Panthenol, Butylene Glycol, @, Sodium Hyaluronate, Madecassoside, Allantoin, sh-Oligopeptide-1, #, Carbomer, Tromethamine, Phenoxyethanol, Ethylhexylglycerin',
        },
      ],
    ],
  },
  mist: {
    leaf: 'Xịt khoáng',
    group: 'derma',
    scent: 0,
    concerns: ['dehydration'],
    inci: 'Aqua, Glycerin, Butylene Glycol, @, Panthenol, Allantoin, Betaine, #, Phenoxyethanol, Ethylhexylglycerin',
    forms: [
      [
        /suối khoáng|thiên nhiên/,
        {
          inci: 'Aqua, Maris Sal, Magnesium Chloride, Calcium Chloride, Zinc Gluconate, Glycerin, @, #, Phenoxyethanol',
        },
      ],
      [
        /hoa hồng/,
        {
          inci: 'Rosa Damascena Flower Water, Glycerin, Alcohol Denat, Butylene Glycol, @, Aloe Barbadensis Leaf Juice, Panthenol, #, Citric Acid, Sodium Benzoate, Potassium Sorbate',
        },
      ],
    ],
  },
  melasmaCream: {
    leaf: 'Kem trị nám',
    group: 'derma',
    scent: 0,
    concerns: ['pigmentation'],
    // Tranexamic acid, arbutin and niacinamide: hydroquinone is prescription-only in ASEAN cosmetics.
    inci: 'Aqua, @, Niacinamide, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Butylene Glycol, Dimethicone, Glyceryl Stearate, PEG-100 Stearate, #, Tocopherol, Carbomer, Sodium Hydroxide, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
  },
  darkSpotSerum: {
    leaf: 'Serum mờ thâm',
    group: 'derma',
    scent: 0,
    concerns: ['pigmentation'],
    inci: 'Aqua, @, Propanediol, Glycerin, Butylene Glycol, Pentylene Glycol, #, Sodium Hyaluronate, Hydroxyethylcellulose, Xanthan Gum, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin',
    forms: [[/vitamin c/, VITAMIN_C_SERUM]],
  },
};

const BY_LEAF = new Map(Object.values(LEAVES).map((l) => [l.leaf, l]));

// ---------------------------------------------------------------- what the name promises

/** a: actives (at '@'); x: extracts and minor actives (at '#'); oil: both, for anhydrous formulas; uv: UV filters. */
type Adds = { a?: string[]; x?: string[]; oil?: string[]; uv?: true };

/** Keywords of the lower-cased Vietnamese name → the INCI they promise and the concerns they address. */
const RULES: [RegExp, Adds, SkinConcern[]][] = [
  [/\bbha\b|salicylic|mụn lưng/, { a: ['Salicylic Acid'] }, ['acne', 'pores']],
  [/\baha\b/, { a: ['Glycolic Acid', 'Lactic Acid'] }, ['dullness']],
  [/benzoyl/, { a: ['Benzoyl Peroxide'] }, ['acne']],
  [/azelaic/, { a: ['Azelaic Acid'] }, ['acne', 'redness']],
  [/tràm trà|tea tree/, { a: ['Melaleuca Alternifolia Leaf Oil'] }, ['acne']],
  [/mụn/, {}, ['acne']],
  [/tranexamic/, { a: ['Tranexamic Acid'] }, ['pigmentation']],
  [/arbutin/, { a: ['Alpha-Arbutin'] }, ['pigmentation']],
  [/nám|thâm/, {}, ['pigmentation']],
  [/retinol/, { x: ['Retinol'] }, ['aging']],
  [/retinal/, { x: ['Retinal'] }, ['aging']],
  [/ban đêm/, { x: ['Hydroxypinacolone Retinoate'] }, ['aging']],
  [
    /peptide/,
    { x: ['Palmitoyl Tripeptide-1', 'Palmitoyl Tetrapeptide-7', 'Acetyl Hexapeptide-8'] },
    ['aging'],
  ],
  [/collagen/, { x: ['Hydrolyzed Collagen'] }, ['aging']],
  [/lão hóa|săn chắc/, {}, ['aging']],
  [/vitamin c \d+%/, { a: ['Ascorbic Acid'], x: ['Ferulic Acid'] }, ['pigmentation', 'dullness']],
  [/vitamin c(?! \d)/, { a: ['3-O-Ethyl Ascorbic Acid'] }, ['pigmentation', 'dullness']],
  [/niacinamide/, { a: ['Niacinamide'] }, ['pores', 'pigmentation']],
  [/trắng da|dưỡng trắng|sáng da/, { a: ['Niacinamide'], oil: [] }, ['pigmentation', 'dullness']],
  [/glutathione/, { x: ['Glutathione'] }, ['pigmentation', 'dullness']],
  [/\bb5\b/, { a: ['Panthenol'] }, ['redness']],
  [/phục hồi/, { x: ['Panthenol'], oil: [] }, ['redness']],
  [/rau má|cica/, { x: ['Centella Asiatica Extract', 'Madecassoside'] }, ['redness']],
  [/làm dịu|kích ứng|nhạy cảm/, {}, ['redness']],
  [/cam thảo/, { x: ['Glycyrrhiza Glabra Root Extract'] }, ['pigmentation', 'redness']],
  [/lô hội|nha đam/, { x: ['Aloe Barbadensis Leaf Juice'] }, ['redness']],
  [/hyaluronic|\bha\b/, { a: ['Sodium Hyaluronate', 'Hydrolyzed Hyaluronic Acid'] }, ['dehydration']],
  [/cấp ẩm|cấp nước|dưỡng ẩm/, { x: ['Sodium Hyaluronate'], oil: ['Squalane'] }, ['dehydration']],
  [
    /ceramide|hàng rào/,
    { x: ['Ceramide NP', 'Ceramide AP', 'Ceramide EOP', 'Cholesterol'] },
    ['dehydration', 'redness'],
  ],
  [/da khô|khô nứt|nứt nẻ/, { a: ['Urea'], oil: ['Lanolin'] }, ['dehydration']],
  [/mật ong/, { x: ['Honey'] }, ['dehydration']],
  [/bơ hạt mỡ/, { a: ['Butyrospermum Parkii Butter'] }, ['dehydration']],
  [/sữa dê/, { x: ['Goat Milk'] }, ['dehydration']],
  [/kẽm/, { x: ['Zinc PCA'] }, ['acne', 'pores']],
  [/kiềm dầu/, { x: ['Zinc PCA'], oil: ['Silica'] }, ['pores']],
  [/than tre/, { a: ['Charcoal Powder'] }, ['pores']],
  [/đất sét/, { a: ['Kaolin', 'Bentonite'] }, ['pores']],
  [/lỗ chân lông|se khít/, {}, ['pores']],
  [/cà phê/, { a: ['Coffea Arabica Seed Powder'] }, ['dullness']],
  [/jojoba/, { a: ['Jojoba Esters'] }, ['dullness']],
  [/nghệ/, { x: ['Curcuma Longa Root Extract'] }, ['pigmentation']],
  [
    /\bspf/,
    {
      a: ['Ethylhexyl Methoxycinnamate', 'Ethylhexyl Salicylate', 'Titanium Dioxide'],
      oil: ['Ethylhexyl Methoxycinnamate', 'Titanium Dioxide'],
      uv: true,
    },
    ['pigmentation'],
  ],
  [/trà xanh|bạch trà|trà trắng/, { x: ['Camellia Sinensis Leaf Extract'] }, []],
  [/hoa hồng|damask/, { a: ['Rosa Damascena Flower Water'], oil: ['Rosa Damascena Flower Oil'] }, []],
  [/hoa sen/, { x: ['Nelumbo Nucifera Flower Extract'] }, []],
  [/ngọc trai/, { x: ['Hydrolyzed Pearl'], oil: ['Pearl Powder'] }, []],
  [/vitamin e/, { x: ['Tocopherol'] }, []],
  [/muối biển|khoáng biển/, { x: ['Maris Sal'] }, []],
  [/dâu/, { x: ['Fragaria Ananassa Fruit Extract'] }, []],
  [/dừa/, { a: ['Cocos Nucifera Oil'] }, []],
  [/thầu dầu/, { a: ['Ricinus Communis Seed Oil'] }, []],
  [/argan/, { a: ['Argania Spinosa Kernel Oil'] }, []],
  [/keratin/, { x: ['Hydrolyzed Keratin'] }, []],
  [/gàu/, { a: ['Piroctone Olamine'] }, []],
  [/bạc hà/, { x: ['Mentha Piperita Oil', 'Menthol'] }, []],
  [/bưởi/, { x: ['Citrus Grandis Peel Oil'] }, []],
  [/bồ kết/, { x: ['Gleditsia Australis Fruit Extract'] }, []],
  [/rụng tóc|mọc tóc/, { x: ['Caffeine'] }, []],
  [/thảo dược/, { x: ['Houttuynia Cordata Extract', 'Perilla Frutescens Leaf Extract'] }, []],
];

// ---------------------------------------------------------------- fragrance and skin types

/** Brands that say they formulate without fragrance (their descriptions), and the one that says no parabens. */
const UNSCENTED_BRANDS = new Set(['Nordic Pure', 'Aqua Derm', 'Dermaline', 'Derma Nova', 'Mira Derma']);
const PARABEN_FREE_BRANDS = new Set(['Hoa Sen Organics']);
const UNSCENTED_NAME = /nhạy cảm|dịu nhẹ|làm dịu|không hương|nguyên chất/;
/** 'Phục hồi' on skin care means a barrier cream; on hair care it means damaged hair, which is scented as usual. */
const REPAIR_NAME = /phục hồi/;
const SCENTED_NAME = /(^|\s)hương\s/;
const ALLERGENS = ['Linalool', 'Limonene', 'Citronellol', 'Geraniol', 'Hexyl Cinnamal', 'Coumarin'];

const OILY_NAME = /da dầu|kiềm dầu|da mụn|ngừa mụn/;
const DRY_NAME = /da khô|khô nứt|cấp ẩm|cấp nước|dưỡng ẩm sâu/;
const SENSITIVE_NAME = /nhạy cảm|dịu nhẹ|làm dịu/;
/** Families that make a leave-on face product unsuitable to recommend for sensitive skin. */
const IRRITANTS: IngredientFlag[] = [
  'retinoid',
  'aha',
  'bha',
  'benzoyl_peroxide',
  'fragrance',
  'essential_oil',
  'alcohol',
];

/** FNV-1a, as catalog-data uses, so a product's variation depends on its name only. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fragranceOf(leaf: LeafFacts, name: string, brand: string, h: number): string[] {
  if (
    leaf.group === 'food' ||
    leaf.group === 'derma' ||
    UNSCENTED_BRANDS.has(brand) ||
    UNSCENTED_NAME.test(name)
  )
    return [];
  if (leaf.group !== 'hair' && REPAIR_NAME.test(name)) return [];
  if (!SCENTED_NAME.test(name) && h % 100 >= leaf.scent * 100) return [];
  const start = (h >>> 12) % ALLERGENS.length;
  const count = (h >>> 8) % 3;
  return [
    'Parfum',
    ...Array.from({ length: count }, (_, i) => ALLERGENS[(start + i) % ALLERGENS.length] as string),
  ];
}

// ---------------------------------------------------------------- the product's facts

/** Ingredients (INCI, label order), suitable skin types and addressed concerns of a demo catalogue product. */
export function skinFactsOf(product: DemoProduct): SkinFacts {
  const leafName = product.category.at(-1) ?? '';
  const leaf = BY_LEAF.get(leafName);
  if (!leaf) throw new Error(`skin-data: no formula for the category '${leafName}'`);
  const name = product.name.normalize('NFC').toLowerCase();
  const form = leaf.forms?.find(([re]) => re.test(name))?.[1] ?? {};
  const oil = form.inci ? !!form.oil : !!leaf.oil;
  const rules = RULES.filter(([re]) => re.test(name));

  // The name's actives, unless this is a supplement (its label is written out in full).
  const actives: string[] = [];
  const extracts: string[] = [];
  if (leaf.group !== 'food')
    for (const [, adds] of rules) {
      if (adds.uv && leaf.uv) continue;
      if (oil && adds.oil) {
        actives.push(...adds.oil);
      } else {
        actives.push(...(adds.a ?? []));
        extracts.push(...(adds.x ?? []));
      }
    }
  const tokens = (form.inci ?? leaf.inci).split(', ');
  const list = tokens.flatMap((t) =>
    t === '@' ? [...actives, ...(tokens.includes('#') ? [] : extracts)] : t === '#' ? extracts : [t],
  );
  const kept = PARABEN_FREE_BRANDS.has(product.brand) ? list.filter((i) => !/paraben/i.test(i)) : list;
  // Fragrance goes last, ahead only of a makeup label's trailing colourants.
  let at = kept.length;
  while (at > 0 && /^CI \d+$/.test(kept[at - 1] as string)) at--;
  kept.splice(at, 0, ...fragranceOf(leaf, name, product.brand, hash(product.name)));
  const ingredients = kept.filter(
    (item, i) => kept.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i,
  );

  let skinTypes: SkinType[] = [...SKIN_TYPES];
  if (leaf.group === 'face' || leaf.group === 'makeup' || leaf.group === 'derma') {
    let types = new Set<SkinType>(form.types ?? leaf.types ?? SKIN_TYPES);
    if (OILY_NAME.test(name)) types = new Set(['oily', 'combination']);
    else if (DRY_NAME.test(name)) types = new Set(['dry', 'normal']);
    if (SENSITIVE_NAME.test(name)) types.add('sensitive');
    if (ingredientFlags(ingredients).some((f) => IRRITANTS.includes(f))) types.delete('sensitive');
    skinTypes = SKIN_TYPES.filter((t) => types.has(t));
  }

  // Hair products address the hair, not the skin concerns of the profile.
  const wanted =
    leaf.group === 'hair'
      ? []
      : [...rules.flatMap(([, , c]) => c), ...(form.concerns ?? leaf.concerns ?? [])];
  const top = [...new Set(wanted)].slice(0, 3);
  return { ingredients, skinTypes, concerns: SKIN_CONCERNS.filter((c) => top.includes(c)) };
}

/** A demo product's skin columns as the catalogue writes them: the facts, and the families its INCI list holds. */
export function skinColumnsOf(product: DemoProduct): SkinFacts & { ingredientFlags: IngredientFlag[] } {
  const facts = skinFactsOf(product);
  return { ...facts, ingredientFlags: ingredientFlags(facts.ingredients) };
}
