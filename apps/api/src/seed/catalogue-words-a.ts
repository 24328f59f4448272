import type { CatalogueWords } from './catalogue-words';

// Translations of the demo catalogue's category and variant names (part one of two). Each category
// line is the top category and its six sub-categories in the order of TOP_CATEGORIES.
export const WORDS_A: Record<string, CatalogueWords> = {
  cn: {
    categories: [
      '时尚|女装|男装|童装|鞋靴|箱包|配饰', '电子产品|手机|音频|电脑|相机|可穿戴设备|游戏',
      '家居园艺|厨房|家具|照明|装饰|床上用品|花园', '美妆|护肤|彩妆|美发|香水|沐浴|美容工具',
      '运动户外|健身|露营|骑行|跑步|水上运动|团队运动', '玩具爱好|拼图|模型|玩偶|积木|户外游戏|手工艺',
      '健康|维生素|急救|按摩|健康监测|助行|个人护理', '汽车用品|内饰|外饰|工具|汽车电子|轮胎|养护',
      '办公|纸张|书写|桌面|收纳|打印|白板', '宠物|狗|猫|鱼|鸟|小动物|爬行动物',
      '食品饮料|茶|咖啡|零食|香料|糖果|饮料', '图书音乐|小说|非虚构|儿童读物|漫画|乐器|黑胶唱片',
    ],
    leaves: ['{{name}}必备', '{{name}}畅销', '{{name}}新品'],
    colour: '颜色|红色|蓝色|黑色',
  },
  tw: {
    categories: [
      '時尚|女裝|男裝|童裝|鞋靴|包袋|配飾', '電子產品|手機|音訊|電腦|相機|穿戴裝置|遊戲',
      '居家園藝|廚房|家具|照明|裝飾|寢具|花園', '美妝|護膚|彩妝|美髮|香水|沐浴|美容工具',
      '運動戶外|健身|露營|單車|跑步|水上運動|團隊運動', '玩具嗜好|拼圖|模型|娃娃|積木|戶外遊戲|手作',
      '健康|維他命|急救|按摩|健康監測|助行|個人護理', '汽車用品|內裝|外觀|工具|車用電子|輪胎|保養',
      '辦公|紙張|書寫|桌面|收納|列印|白板', '寵物|狗|貓|魚|鳥|小動物|爬蟲類',
      '食品飲料|茶|咖啡|零食|香料|糖果|飲料', '圖書音樂|小說|非小說|兒童讀物|漫畫|樂器|黑膠唱片',
    ],
    leaves: ['{{name}}必備', '{{name}}暢銷', '{{name}}新品'],
    colour: '顏色|紅色|藍色|黑色',
  },
  ja: {
    categories: [
      'ファッション|レディース|メンズ|キッズ|シューズ|バッグ|アクセサリー', '家電・デジタル|スマートフォン|オーディオ|パソコン|カメラ|ウェアラブル|ゲーム',
      'ホーム・ガーデン|キッチン|家具|照明|インテリア雑貨|寝具|ガーデン', 'ビューティー|スキンケア|メイクアップ|ヘアケア|フレグランス|バス用品|美容ツール',
      'スポーツ・アウトドア|フィットネス|キャンプ|サイクリング|ランニング|ウォータースポーツ|チームスポーツ', 'おもちゃ・ホビー|パズル|模型|人形|ブロック|外遊び|手芸・クラフト',
      'ヘルスケア|ビタミン|救急用品|マッサージ|健康測定|歩行補助|パーソナルケア', 'カー用品|内装|外装|工具|カーエレクトロニクス|タイヤ|メンテナンス',
      'オフィス|紙製品|筆記用具|デスク|収納|印刷|ボード', 'ペット|犬|猫|魚|鳥|小動物|爬虫類',
      '食品・飲料|お茶|コーヒー|スナック|スパイス|お菓子|飲み物', '本・音楽|小説|ノンフィクション|児童書|コミック|楽器|レコード',
    ],
    leaves: ['{{name}}の定番', '{{name}}の売れ筋', '{{name}}の新作'],
    colour: 'カラー|レッド|ブルー|ブラック',
  },
  ko: {
    categories: [
      '패션|여성|남성|아동|신발|가방|액세서리', '전자제품|휴대폰|오디오|컴퓨터|카메라|웨어러블|게임',
      '홈&가든|주방|가구|조명|인테리어 소품|침구|정원', '뷰티|스킨케어|메이크업|헤어|향수|바디케어|뷰티 도구',
      '스포츠&아웃도어|피트니스|캠핑|자전거|러닝|수상 스포츠|팀 스포츠', '장난감&취미|퍼즐|모형|인형|블록|야외 놀이|공예',
      '건강|비타민|구급용품|마사지|건강 측정|보행 보조|개인 위생', '자동차용품|실내|외장|공구|차량용 전자기기|타이어|관리용품',
      '사무용품|종이|필기구|데스크|수납|인쇄|보드', '반려동물|강아지|고양이|물고기|새|소동물|파충류',
      '식품&음료|차|커피|스낵|향신료|과자|음료', '도서&음악|소설|논픽션|아동 도서|만화|악기|LP',
    ],
    leaves: ['{{name}} 필수템', '{{name}} 베스트셀러', '{{name}} 신상품'],
    colour: '색상|빨강|파랑|검정',
  },
  de: {
    categories: [
      'Mode|Damen|Herren|Kinder|Schuhe|Taschen|Accessoires', 'Elektronik|Handys|Audio|Computer|Kameras|Wearables|Gaming',
      'Haus & Garten|Küche|Möbel|Beleuchtung|Deko|Bettwaren|Garten', 'Schönheit|Hautpflege|Make-up|Haare|Düfte|Bad|Werkzeuge',
      'Sport & Outdoor|Fitness|Camping|Radsport|Laufen|Wassersport|Mannschaftssport', 'Spielzeug & Hobby|Puzzles|Modelle|Puppen|Bausteine|Draußen spielen|Basteln',
      'Gesundheit|Vitamine|Erste Hilfe|Massage|Messgeräte|Mobilität|Körperpflege', 'Auto|Innenraum|Außen|Werkzeuge|Elektronik|Reifen|Pflege',
      'Büro|Papier|Schreiben|Schreibtisch|Aufbewahrung|Drucken|Tafeln', 'Haustiere|Hunde|Katzen|Fische|Vögel|Kleintiere|Reptilien',
      'Essen & Trinken|Tee|Kaffee|Snacks|Gewürze|Süßigkeiten|Getränke', 'Bücher & Musik|Romane|Sachbücher|Kinderbücher|Comics|Instrumente|Schallplatten',
    ],
    leaves: ['{{name}}: Basics', '{{name}}: Bestseller', '{{name}}: Neue Saison'],
    colour: 'Farbe|Rot|Blau|Schwarz',
  },
  fr: {
    categories: [
      'Mode|Femme|Homme|Enfant|Chaussures|Sacs|Accessoires', 'Électronique|Téléphones|Audio|Ordinateurs|Appareils photo|Objets connectés|Jeux vidéo',
      'Maison & Jardin|Cuisine|Meubles|Éclairage|Décoration|Literie|Jardin', 'Beauté|Soins de la peau|Maquillage|Cheveux|Parfums|Bain|Accessoires beauté',
      'Sports & Plein air|Fitness|Camping|Cyclisme|Course à pied|Sports nautiques|Sports collectifs', 'Jouets & Loisirs|Puzzles|Maquettes|Poupées|Construction|Jeux de plein air|Loisirs créatifs',
      'Santé|Vitamines|Premiers secours|Massage|Suivi santé|Mobilité|Hygiène', 'Auto|Intérieur|Extérieur|Outils|Électronique|Pneus|Entretien',
      'Bureau|Papier|Écriture|Bureau|Rangement|Impression|Tableaux', 'Animaux|Chiens|Chats|Poissons|Oiseaux|Petits animaux|Reptiles',
      'Épicerie & Boissons|Thé|Café|Snacks|Épices|Confiseries|Boissons', 'Livres & Musique|Romans|Essais|Jeunesse|BD|Instruments|Vinyles',
    ],
    leaves: ['{{name}} : essentiels', '{{name}} : meilleures ventes', '{{name}} : nouvelle saison'],
    colour: 'Couleur|Rouge|Bleu|Noir',
  },
  es: {
    categories: [
      'Moda|Mujer|Hombre|Niños|Zapatos|Bolsos|Accesorios', 'Electrónica|Teléfonos|Audio|Ordenadores|Cámaras|Wearables|Videojuegos',
      'Hogar y jardín|Cocina|Muebles|Iluminación|Decoración|Ropa de cama|Jardín', 'Belleza|Cuidado de la piel|Maquillaje|Cabello|Fragancias|Baño|Utensilios',
      'Deportes y aire libre|Fitness|Camping|Ciclismo|Running|Deportes acuáticos|Deportes de equipo', 'Juguetes y aficiones|Puzles|Maquetas|Muñecas|Construcción|Juegos al aire libre|Manualidades',
      'Salud|Vitaminas|Primeros auxilios|Masaje|Monitorización|Movilidad|Cuidado personal', 'Automóvil|Interior|Exterior|Herramientas|Electrónica|Neumáticos|Cuidado',
      'Oficina|Papel|Escritura|Escritorio|Almacenaje|Impresión|Pizarras', 'Mascotas|Perros|Gatos|Peces|Aves|Animales pequeños|Reptiles',
      'Comida y bebida|Té|Café|Aperitivos|Especias|Dulces|Bebidas', 'Libros y música|Ficción|No ficción|Infantil|Cómics|Instrumentos|Vinilos',
    ],
    leaves: ['{{name}}: básicos', '{{name}}: más vendidos', '{{name}}: nueva temporada'],
    colour: 'Color|Rojo|Azul|Negro',
  },
  pt: {
    categories: [
      'Moda|Feminino|Masculino|Infantil|Calçados|Bolsas|Acessórios', 'Eletrônicos|Celulares|Áudio|Computadores|Câmeras|Vestíveis|Games',
      'Casa e jardim|Cozinha|Móveis|Iluminação|Decoração|Cama|Jardim', 'Beleza|Cuidados com a pele|Maquiagem|Cabelo|Perfumes|Banho|Acessórios de beleza',
      'Esportes e ar livre|Fitness|Camping|Ciclismo|Corrida|Esportes aquáticos|Esportes coletivos', 'Brinquedos e hobbies|Quebra-cabeças|Modelismo|Bonecas|Blocos de montar|Brincadeiras ao ar livre|Artesanato',
      'Saúde|Vitaminas|Primeiros socorros|Massagem|Monitoramento|Mobilidade|Cuidados pessoais', 'Automotivo|Interior|Exterior|Ferramentas|Eletrônicos|Pneus|Cuidados',
      'Escritório|Papel|Escrita|Mesa|Organização|Impressão|Quadros', 'Pets|Cães|Gatos|Peixes|Pássaros|Pequenos animais|Répteis',
      'Comidas e bebidas|Chá|Café|Petiscos|Temperos|Doces|Bebidas', 'Livros e música|Ficção|Não ficção|Infantil|Quadrinhos|Instrumentos|Vinil',
    ],
    leaves: ['{{name}}: essenciais', '{{name}}: mais vendidos', '{{name}}: nova temporada'],
    colour: 'Cor|Vermelho|Azul|Preto',
  },
  it: {
    categories: [
      'Moda|Donna|Uomo|Bambini|Scarpe|Borse|Accessori', 'Elettronica|Telefoni|Audio|Computer|Fotocamere|Indossabili|Gaming',
      'Casa e giardino|Cucina|Mobili|Illuminazione|Decorazioni|Biancheria da letto|Giardino', 'Bellezza|Cura della pelle|Trucco|Capelli|Profumi|Bagno|Strumenti',
      'Sport e outdoor|Fitness|Campeggio|Ciclismo|Corsa|Sport acquatici|Sport di squadra', 'Giochi e hobby|Puzzle|Modellismo|Bambole|Costruzioni|Giochi all\'aperto|Fai da te creativo',
      'Salute|Vitamine|Pronto soccorso|Massaggio|Monitoraggio|Mobilità|Cura della persona', 'Auto|Interni|Esterni|Attrezzi|Elettronica|Pneumatici|Manutenzione',
      'Ufficio|Carta|Scrittura|Scrivania|Archiviazione|Stampa|Lavagne', 'Animali|Cani|Gatti|Pesci|Uccelli|Piccoli animali|Rettili',
      'Cibo e bevande|Tè|Caffè|Snack|Spezie|Dolci|Bevande', 'Libri e musica|Narrativa|Saggistica|Per bambini|Fumetti|Strumenti|Vinili',
    ],
    leaves: ['{{name}}: essenziali', '{{name}}: più venduti', '{{name}}: nuova stagione'],
    colour: 'Colore|Rosso|Blu|Nero',
  },
  ru: {
    categories: [
      'Мода|Женщинам|Мужчинам|Детям|Обувь|Сумки|Аксессуары', 'Электроника|Телефоны|Аудио|Компьютеры|Камеры|Носимые устройства|Игры',
      'Дом и сад|Кухня|Мебель|Освещение|Декор|Постельное бельё|Сад', 'Красота|Уход за кожей|Макияж|Волосы|Ароматы|Ванна|Инструменты',
      'Спорт и отдых|Фитнес|Кемпинг|Велоспорт|Бег|Водный спорт|Командные виды спорта', 'Игрушки и хобби|Пазлы|Модели|Куклы|Конструкторы|Игры на улице|Творчество',
      'Здоровье|Витамины|Первая помощь|Массаж|Контроль здоровья|Мобильность|Личная гигиена', 'Автотовары|Салон|Кузов|Инструменты|Электроника|Шины|Уход',
      'Офис|Бумага|Письмо|Рабочий стол|Хранение|Печать|Доски', 'Зоотовары|Собаки|Кошки|Рыбы|Птицы|Мелкие животные|Рептилии',
      'Еда и напитки|Чай|Кофе|Снеки|Специи|Сладости|Напитки', 'Книги и музыка|Художественная литература|Нон-фикшн|Детские книги|Комиксы|Инструменты|Винил',
    ],
    leaves: ['{{name}}: основное', '{{name}}: хиты продаж', '{{name}}: новый сезон'],
    colour: 'Цвет|Красный|Синий|Чёрный',
  },
};
