/**
 * French and Arabic names and descriptions of the demo catalogue (./demo-data), by English name.
 * Written by hand in the tone of the English copy; the seed stores them beside the English.
 */
import type { CatalogueTranslations } from '@cabinetry/shared/contracts';

/** One item's demo texts by language, as the catalogue stores them (a language absent: English shown). */
export type DemoTranslation = CatalogueTranslations;

const t = (nameFr: string, descriptionFr: string, nameAr: string, descriptionAr: string): DemoTranslation => ({
  fr: { name: nameFr, description: descriptionFr },
  ar: { name: nameAr, description: descriptionAr },
});

/** Every demo style, palette, category and material by its English name. */
export const DEMO_TRANSLATIONS: Record<string, DemoTranslation> = {
  // styles
  'Scandinavian Oak Kitchen': t(
    'Cuisine scandinave en chêne',
    'Une cuisine lumineuse et sereine en chêne naturel et blanc doux : façades lisses, fines poignées barres, plans de travail clairs et beaucoup de lumière naturelle.',
    'مطبخ اسكندنافي من السنديان',
    'مطبخ مشرق وهادئ من السنديان الطبيعي والأبيض الناعم: واجهات مسطّحة بسيطة، مقابض رفيعة، أسطح عمل فاتحة وضوء نهار وافر.',
  ),
  'Modern Handleless': t(
    'Moderne sans poignées',
    'Des lignes épurées pour la cuisine comme pour le dressing : façades sans poignées à ouverture par pression, profils de préhension intégrés et finitions mates tout en discrétion.',
    'عصري بلا مقابض',
    'خطوط نظيفة للمطبخ والخزائن على السواء: واجهات بلا مقابض تُفتح بالضغط، مقابض مدمجة في الحواف وتشطيبات مطفأة هادئة.',
  ),
  'Classic Shaker': t(
    'Shaker classique',
    'Des portes à cadre intemporelles, peintes et ornées de boutons en laiton, pour une cuisine familiale chaleureuse ou une armoire de chambre sur mesure.',
    'شيكر كلاسيكي',
    'أبواب بإطارات خالدة بتشطيبات مطلية ومقابض نحاسية، لمطبخ عائلي دافئ أو خزانة غرفة نوم مصمّمة على المقاس.',
  ),
  'Industrial Loft': t(
    'Loft industriel',
    'Une cuisine de caractère : bois foncé, acier noirci, plans en béton et étagères ouvertes sous la lumière chaude des suspensions.',
    'لوفت صناعي',
    'مطبخ ذو طابع مميّز: خشب داكن، فولاذ مسوَّد، أسطح عمل من الخرسانة ورفوف مفتوحة تحت ضوء دافئ من الثريات المعلّقة.',
  ),
  'Walk-in Closet Luxe': t(
    'Dressing de luxe',
    'Un dressing où l’on aime s’attarder : niches ouvertes en noyer avec penderies éclairées, îlot de tiroirs coiffé de marbre et détails en laiton partout.',
    'غرفة ملابس فاخرة',
    'غرفة ملابس تطيب فيها الإقامة: تجاويف مفتوحة من خشب الجوز مع قضبان تعليق مضاءة، جزيرة أدراج بسطح رخامي ولمسات نحاسية في كل مكان.',
  ),
  'Minimalist Wardrobe': t(
    'Armoire minimaliste',
    'Des portes d’armoire du sol au plafond en blanc doux, aux prises invisibles : un rangement qui se fond dans le mur de la chambre.',
    'خزانة بسيطة',
    'أبواب خزانة من الأرض حتى السقف بلون أبيض ناعم ومقابض مخفية: تخزين يذوب في جدار غرفة النوم.',
  ),
  'Mediterranean Terracotta': t(
    'Terre cuite méditerranéenne',
    'Des tons terre cuite et olive gorgés de soleil, des panneaux cannés et du terrazzo : une cuisine décontractée, et des armoires aux portes en rotin tressé.',
    'تيراكوتا متوسطية',
    'ألوان التيراكوتا والزيتون الدافئة كشمس المتوسط، ألواح من القصب المجدول وتيرازو: مطبخ مريح وخزائن بأبواب من الروطان المنسوج.',
  ),
  'Japandi Calm': t(
    'Sérénité japandi',
    'La retenue japonaise rencontre la chaleur nordique : frêne pâle, textures de lin et faibles contrastes, pour une armoire apaisante ou une cuisine dépouillée.',
    'هدوء جاباندي',
    'البساطة اليابانية تلتقي بالدفء الإسكندنافي: خشب المُرّان الفاتح، ملمس الكتان وتباين خفيف، لخزانة هادئة أو مطبخ خالٍ من الفوضى.',
  ),

  // palettes
  'Nordic Neutrals': t('Neutres nordiques', 'Blanc craie, chêne pâle et gris doux : léger et aérien.', 'ألوان شمالية محايدة', 'أبيض طباشيري، سنديان فاتح ورمادي ناعم: خفّة وانتعاش.'),
  'Sage & Stone': t('Sauge et pierre', 'Des verts sourds avec une pierre chaude et du laiton.', 'مريمية وحجر', 'أخضر هادئ مع حجر دافئ ونحاس أصفر.'),
  'Midnight Navy': t('Bleu nuit', 'Un bleu marine profond avec un blanc net et des touches de laiton brossé.', 'كحلي ليلي', 'كحلي عميق مع أبيض ناصع ولمسات من النحاس المصقول بالفرشاة.'),
  'Warm Terracotta': t('Terre cuite chaude', 'Terre cuite, sable et olive : la chaleur de la Méditerranée.', 'تيراكوتا دافئة', 'تيراكوتا ترابية ورملي وزيتوني: دفء البحر المتوسط.'),
  'Monochrome Contrast': t('Contraste monochrome', 'Noir, blanc et gris béton pour un rendu graphique.', 'تباين أحادي اللون', 'أسود وأبيض ورمادي خرساني لمظهر جريء.'),
  'Walnut & Cream': t('Noyer et crème', 'De riches bruns noyer adoucis par le crème et le taupe.', 'جوز وكريمي', 'درجات بنية غنية من خشب الجوز تلطّفها ألوان الكريم والرمادي البني.'),
  'Coastal Blues': t('Bleus du littoral', 'Verre de mer, bleu ciel et bois flotté.', 'أزرق ساحلي', 'زجاج البحر وأزرق السماء وخشب الشاطئ.'),

  // categories
  'Base Cabinet Fronts': t(
    'Façades des meubles bas',
    'Portes et façades de tiroirs des meubles bas, sous le plan de travail.',
    'واجهات الخزائن السفلية',
    'أبواب وواجهات أدراج الخزائن السفلية تحت سطح العمل.',
  ),
  'Wall Cabinet Fronts': t('Façades des meubles hauts', 'Façades des meubles suspendus au-dessus du plan de travail.', 'واجهات الخزائن العلوية', 'واجهات الخزائن المعلّقة فوق سطح العمل.'),
  'Tall Cabinet Fronts': t(
    'Façades des colonnes',
    'Garde-manger, four et réfrigérateur encastrés, du sol au plafond.',
    'واجهات الخزائن الطويلة',
    'خزائن المؤن والفرن والبرّاد من الأرض حتى السقف.',
  ),
  Worktops: t('Plans de travail', 'Plans de travail en quartz, marbre, béton, bois massif et acier.', 'أسطح العمل', 'أسطح عمل من الكوارتز والرخام والخرسانة والخشب والفولاذ.'),
  'Wardrobe Doors': t('Portes d’armoire', 'Portes extérieures et panneaux latéraux des armoires et dressings.', 'أبواب الخزائن', 'الأبواب الخارجية والألواح الجانبية للخزائن وغرف الملابس.'),
  'Wardrobe Interiors': t('Intérieurs d’armoire', 'Finitions du caisson, des étagères et des tiroirs à l’intérieur des armoires.', 'داخل الخزائن', 'تشطيبات الهيكل والرفوف والأدراج داخل الخزائن.'),

  // materials
  'Natural Oak Veneer': t(
    'Placage chêne naturel',
    'Placage de chêne européen tranché sur dosse, sous un vernis mat incolore qui préserve l’aspect brut du bois.',
    'قشرة سنديان طبيعي',
    'قشرة من السنديان الأوروبي بطبقة ورنيش مطفأة شفافة تحفظ للخشب مظهره الخام.',
  ),
  'Matt Lacquer Sage': t(
    'Laque mate sauge',
    'Un vert-gris doux en laque mate résistante, facile à essuyer et anti-traces de doigts.',
    'لكّر مطفأ بلون المريمية',
    'أخضر رمادي ناعم بطبقة لكّر مطفأة متينة، سهلة المسح ومقاومة لبصمات الأصابع.',
  ),
  'Smoked Walnut Veneer': t(
    'Placage noyer fumé',
    'Noyer noir d’Amérique aux tons chocolat profonds, finition huilée satinée.',
    'قشرة جوز مدخّن',
    'جوز أمريكي أسود بدرجات شوكولاتة عميقة وتشطيب زيتي نصف لامع.',
  ),
  'Anthracite Super-Matt': t(
    'Anthracite super-mat',
    'Stratifié presque noir à revêtement nano, au toucher velouté ; les micro-rayures s’effacent à la chaleur.',
    'أنثراسيت فائق المطفأ',
    'لامينيت شبه أسود بطلاء نانوي وملمس مخملي؛ الخدوش الدقيقة تختفي بالحرارة.',
  ),
  'Painted Navy': t('Bleu marine peint', 'MDF peint en bleu marine profond, superbe avec des poignées en laiton et du marbre.', 'كحلي مطلي', 'خشب MDF مطلي بالكحلي العميق، رائع مع المقابض النحاسية والرخام.'),
  'Terracotta Matt Lacquer': t(
    'Laque mate terre cuite',
    'Un rouge argile chaleureux en laque mate, inspiré des carreaux méditerranéens.',
    'لكّر مطفأ بلون التيراكوتا',
    'أحمر طيني دافئ بطبقة لكّر مطفأة، مستوحى من البلاط المتوسطي.',
  ),
  'White Satin Lacquer': t(
    'Laque blanche satinée',
    'Une finition blanche satinée et nette qui garde les meubles hauts légers et discrets.',
    'لكّر أبيض نصف لامع',
    'تشطيب أبيض نصف لامع ناصع يُبقي الخزائن العلوية خفيفة وغير لافتة.',
  ),
  'Fluted Glass': t('Verre cannelé', 'Panneaux de verre cannelé dans de fins cadres : on devine l’intérieur en douceur.', 'زجاج مضلّع', 'ألواح زجاج مضلّع في إطارات رفيعة: لمحات ناعمة لما في الداخل.'),
  'Pale Ash Veneer': t('Placage frêne pâle', 'Placage de frêne clair au fil droit, finition huile blanchie.', 'قشرة مُرّان فاتح', 'قشرة مُرّان فاتحة بعروق مستقيمة وتشطيب زيتي مبيَّض.'),
  'Dove Grey Matt Lacquer': t('Laque mate gris tourterelle', 'Un gris chaud et doux qui s’accorde avec tous les plans de travail.', 'لكّر مطفأ رمادي حمامي', 'رمادي دافئ ولطيف يتناسب مع كل أسطح العمل.'),
  'Rift-Cut White Oak': t(
    'Chêne blanc sur quartier',
    'Chêne débité sur quartier au fil calme et linéaire, idéal pour les hautes portes de garde-manger.',
    'سنديان أبيض مقطوع شعاعياً',
    'سنديان مقطوع شعاعياً بعروق هادئة ومستقيمة، مثالي لأبواب خزائن المؤن الطويلة.',
  ),
  'Charcoal Matt Lacquer': t('Laque mate charbon', 'Un charbon sombre qui fait s’effacer les colonnes d’électroménager.', 'لكّر مطفأ فحمي', 'رمادي فحمي داكن يجعل خزائن الأجهزة تتراجع عن الأنظار.'),
  'Ivory Painted Tulipwood': t(
    'Tulipier peint ivoire',
    'Tulipier massif peint à la main dans un ivoire doux, prêt à être repeint dans les années à venir.',
    'خشب التوليب المطلي عاجياً',
    'خشب توليب صلب مطلي يدوياً بلون عاجي ناعم، جاهز لإعادة الطلاء في السنوات المقبلة.',
  ),
  'Blackened Steel': t('Acier noirci', 'Tôle d’acier noircie chimiquement et cirée : chaque porte est unique.', 'فولاذ مسوَّد', 'صفائح فولاذ مسوّدة كيميائياً ومشمّعة: كل باب فريد من نوعه.'),
  'Olive Green Lacquer': t('Laque vert olive', 'Un olive profond en laque peu brillante, pour un rendu naturel et ancré.', 'لكّر أخضر زيتوني', 'زيتوني عميق بطبقة لكّر قليلة اللمعان لمظهر طبيعي راسخ.'),
  'Carrara Quartz': t(
    'Quartz Carrare',
    'Quartz reconstitué aux veines grises douces de Carrare : résistant aux taches et aux rayures.',
    'كوارتز كارارا',
    'كوارتز مصنّع بعروق رمادية ناعمة على طراز كارارا: مقاوم للبقع والخدوش.',
  ),
  'Calacatta Gold Marble': t('Marbre Calacatta or', 'Marbre italien naturel aux chaudes veines dorées, adouci et traité.', 'رخام كالاكاتا الذهبي', 'رخام إيطالي طبيعي بعروق ذهبية دافئة، مُنعَّم مطفي ومعالَج.'),
  'Honed Concrete': t('Béton adouci', 'Micro-béton coulé à la surface soyeuse adoucie, aux pores naturels.', 'خرسانة مُنعَّمة مطفية', 'خرسانة دقيقة مصبوبة بسطح حريري مُنعَّم ومسامات طبيعية.'),
  'Nero Marquina Marble': t('Marbre Nero Marquina', 'Marbre espagnol d’un noir profond aux veines blanches saisissantes.', 'رخام نيرو ماركينا', 'رخام إسباني أسود عميق بعروق بيضاء لافتة.'),
  'Solid Oak Worktop': t('Plan de travail en chêne massif', 'Chêne massif à lamelles pleine longueur, huilé : chaud au toucher et facile à rénover.', 'سطح عمل من السنديان الصلب', 'سنديان صلب بشرائح كاملة الطول، مزيَّت: دافئ الملمس وسهل التجديد.'),
  'Brushed Steel': t('Acier brossé', 'Acier inoxydable brossé de qualité professionnelle, évier intégré en option.', 'فولاذ مصقول بالفرشاة', 'فولاذ مقاوم للصدأ مصقول بالفرشاة بجودة احترافية، مع خيار مغسلة مدمجة.'),
  'Speckled Terrazzo': t('Terrazzo moucheté', 'Un terrazzo ludique aux éclats de marbre terre cuite, sauge et charbon.', 'تيرازو منقّط', 'تيرازو مرح بقطع رخام بألوان التيراكوتا والمريمية والفحمي.'),
  'Smoked Oak Veneer': t('Placage chêne fumé', 'Chêne fumé au ton profond et uniforme, finition laque mate.', 'قشرة سنديان مدخّن', 'سنديان مدخّن بلون عميق ومتجانس وتشطيب لكّر مطفأ.'),
  'Cane Webbing Panels': t('Panneaux cannés', 'Cannage en rotin tressé serti dans des cadres massifs : léger, aéré et texturé.', 'ألواح القصب المجدول', 'قصب روطان منسوج في إطارات صلبة: خفيف، يسمح بمرور الهواء وغني بالملمس.'),
  'Bronze Tinted Mirror': t('Miroir teinté bronze', 'Des portes miroir bronze chaud qui illuminent la pièce d’une douce lueur.', 'مرآة برونزية', 'أبواب مرايا بلون برونزي دافئ تضيء الغرفة بوهج ناعم.'),
  'Soft White Matt Lacquer': t('Laque mate blanc doux', 'Un blanc chaud et discret qui fait disparaître tout un mur de portes.', 'لكّر مطفأ أبيض ناعم', 'أبيض دافئ هادئ يجعل جداراً كاملاً من الأبواب يختفي.'),
  'Linen Textured Laminate': t('Stratifié texture lin', 'Un stratifié résistant à l’aspect et au toucher du lin tissé.', 'لامينيت بملمس الكتان', 'لامينيت متين بمظهر الكتان المنسوج وملمسه.'),
  'White Melamine': t('Mélaminé blanc', 'Caisson en mélaminé blanc éclatant aux chants assortis : pratique et facile à nettoyer.', 'ميلامين أبيض', 'هيكل من الميلامين الأبيض الناصع بحواف متطابقة: عملي وسهل التنظيف.'),
  'Light Grey Melamine': t('Mélaminé gris clair', 'Un intérieur gris clair et doux qui met les vêtements en valeur sans éblouir.', 'ميلامين رمادي فاتح', 'داخل رمادي فاتح وناعم يُبرز الملابس دون وهج.'),
  'Elm Textured Melamine': t('Mélaminé texture orme', 'Décor orme à pores synchronisés, chaleureux et naturel à l’intérieur de l’armoire.', 'ميلامين بملمس الدردار', 'ديكور خشب الدردار بمسامات متطابقة، دافئ وطبيعي داخل الخزانة.'),
  'Dark Walnut Veneer': t('Placage noyer foncé', 'Étagères et caissons de tiroirs plaqués noyer, pour un dressing sur mesure.', 'قشرة جوز داكن', 'رفوف وصناديق أدراج بقشرة الجوز لغرفة ملابس مصمّمة على المقاس.'),
  'Taupe Linen Lining': t('Doublure lin taupe', 'Tiroirs et fonds garnis de tissu, dans un lin taupe tout en douceur.', 'بطانة كتان رمادية بنية', 'أدراج وألواح خلفية مبطّنة بقماش الكتان بلون رمادي بني ناعم.'),
  'Brushed Brass Trim': t('Profilés en laiton brossé', 'Chants, plinthes et poignées en laiton massif, brossés à la main.', 'حواف من النحاس المصقول بالفرشاة', 'حواف وقواعد ومقابض من النحاس الأصفر الصلب، مصقولة بالفرشاة يدويًا.'),
  'Matt Black Aluminium Profile': t(
    'Profilé aluminium noir mat',
    'Profils de préhension et cadres en aluminium anodisé pour tous les meubles.',
    'بروفيل ألمنيوم أسود مطفأ',
    'مقابض حواف وإطارات من الألمنيوم المؤكسد لكل الخزائن.',
  ),
};
