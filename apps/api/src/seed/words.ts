// Word lists for deterministic demo product names, with Chinese, Japanese and Thai counterparts so
// that search in those scripts has something to find.
export const ADJ = ['Classic', 'Deluxe', 'Compact', 'Portable', 'Premium', 'Eco', 'Smart', 'Vintage', 'Modern', 'Rugged', 'Slim', 'Soft', 'Heavy-duty', 'Mini', 'Pro', 'Foldable', 'Wireless', 'Handmade', 'Organic', 'Waterproof'];
export const ADJ_CN = ['经典', '豪华', '紧凑', '便携', '高级', '环保', '智能', '复古', '现代', '坚固', '纤薄', '柔软', '重型', '迷你', '专业', '折叠', '无线', '手工', '有机', '防水'];
export const ADJ_JA = ['クラシック', 'デラックス', 'コンパクト', 'ポータブル', 'プレミアム', 'エコ', 'スマート', 'ヴィンテージ', 'モダン', 'タフ', 'スリム', 'ソフト', '頑丈な', 'ミニ', 'プロ', '折りたたみ', 'ワイヤレス', '手作り', 'オーガニック', '防水'];
export const ADJ_TH = ['คลาสสิก', 'หรูหรา', 'กะทัดรัด', 'พกพา', 'พรีเมียม', 'รักษ์โลก', 'อัจฉริยะ', 'วินเทจ', 'ทันสมัย', 'ทนทาน', 'บาง', 'นุ่ม', 'งานหนัก', 'มินิ', 'โปร', 'พับได้', 'ไร้สาย', 'ทำมือ', 'ออร์แกนิก', 'กันน้ำ'];

export const MAT = ['Cotton', 'Leather', 'Steel', 'Bamboo', 'Ceramic', 'Glass', 'Wool', 'Silk', 'Oak', 'Aluminium', 'Linen', 'Copper'];
export const MAT_CN = ['棉质', '皮革', '钢制', '竹制', '陶瓷', '玻璃', '羊毛', '丝绸', '橡木', '铝制', '亚麻', '铜制'];
export const MAT_JA = ['コットン', 'レザー', 'スチール', '竹', 'セラミック', 'ガラス', 'ウール', 'シルク', 'オーク', 'アルミ', 'リネン', '銅'];
export const MAT_TH = ['ผ้าฝ้าย', 'หนัง', 'เหล็ก', 'ไม้ไผ่', 'เซรามิก', 'แก้ว', 'ขนสัตว์', 'ผ้าไหม', 'ไม้โอ๊ค', 'อลูมิเนียม', 'ผ้าลินิน', 'ทองแดง'];

export const NOUN = ['Backpack', 'Teapot', 'Lamp', 'Chair', 'Jacket', 'Sneakers', 'Watch', 'Headphones', 'Blender', 'Wallet', 'Scarf', 'Mug', 'Skillet', 'Tent', 'Notebook', 'Umbrella', 'Pillow', 'Speaker', 'Bicycle bell', 'Desk organiser', 'Yoga mat', 'Sunglasses', 'Kettle', 'Vase', 'Toolbox', 'Dress', 'Hat', 'Phone case', 'Candle', 'Rug'];
export const NOUN_CN = ['背包', '茶壶', '台灯', '椅子', '夹克', '运动鞋', '手表', '耳机', '搅拌机', '钱包', '围巾', '马克杯', '平底锅', '帐篷', '笔记本', '雨伞', '枕头', '音箱', '自行车铃', '桌面收纳盒', '瑜伽垫', '太阳镜', '水壶', '花瓶', '工具箱', '连衣裙', '帽子', '手机壳', '蜡烛', '地毯'];
export const NOUN_JA = ['リュック', 'ティーポット', 'ランプ', '椅子', 'ジャケット', 'スニーカー', '腕時計', 'ヘッドホン', 'ミキサー', '財布', 'スカーフ', 'マグカップ', 'フライパン', 'テント', 'ノート', '傘', '枕', 'スピーカー', '自転車ベル', 'デスク整理箱', 'ヨガマット', 'サングラス', 'ケトル', '花瓶', '工具箱', 'ワンピース', '帽子', 'スマホケース', 'キャンドル', 'ラグ'];
export const NOUN_TH = ['กระเป๋าเป้', 'กาน้ำชา', 'โคมไฟ', 'เก้าอี้', 'แจ็กเก็ต', 'รองเท้าผ้าใบ', 'นาฬิกา', 'หูฟัง', 'เครื่องปั่น', 'กระเป๋าสตางค์', 'ผ้าพันคอ', 'แก้วมัก', 'กระทะ', 'เต็นท์', 'สมุดบันทึก', 'ร่ม', 'หมอน', 'ลำโพง', 'กระดิ่งจักรยาน', 'กล่องจัดระเบียบโต๊ะ', 'เสื่อโยคะ', 'แว่นกันแดด', 'กาต้มน้ำ', 'แจกัน', 'กล่องเครื่องมือ', 'ชุดเดรส', 'หมวก', 'เคสโทรศัพท์', 'เทียน', 'พรม'];

export const TOP_CATEGORIES: [string, string[]][] = [
  ['Fashion', ['Women', 'Men', 'Kids', 'Shoes', 'Bags', 'Accessories']],
  ['Electronics', ['Phones', 'Audio', 'Computers', 'Cameras', 'Wearables', 'Gaming']],
  ['Home & Garden', ['Kitchen', 'Furniture', 'Lighting', 'Decor', 'Bedding', 'Garden']],
  ['Beauty', ['Skin care', 'Make-up', 'Hair', 'Fragrance', 'Bath', 'Tools']],
  ['Sports & Outdoors', ['Fitness', 'Camping', 'Cycling', 'Running', 'Water sports', 'Team sports']],
  ['Toys & Hobbies', ['Puzzles', 'Models', 'Dolls', 'Building', 'Outdoor play', 'Arts & crafts']],
  ['Health', ['Vitamins', 'First aid', 'Massage', 'Monitoring', 'Mobility', 'Personal care']],
  ['Automotive', ['Interior', 'Exterior', 'Tools', 'Electronics', 'Tyres', 'Care']],
  ['Office', ['Paper', 'Writing', 'Desk', 'Storage', 'Printing', 'Boards']],
  ['Pets', ['Dogs', 'Cats', 'Fish', 'Birds', 'Small animals', 'Reptiles']],
  ['Food & Drink', ['Tea', 'Coffee', 'Snacks', 'Spices', 'Sweets', 'Drinks']],
  ['Books & Music', ['Fiction', 'Non-fiction', 'Children', 'Comics', 'Instruments', 'Vinyl']],
];
export const LEAF_SUFFIX = ['Essentials', 'Best sellers', 'New season'];

export const STORE_A = ['Golden', 'Blue', 'Happy', 'Urban', 'Green', 'Lucky', 'Silver', 'Sunny', 'Royal', 'Swift', 'Bright', 'Little', 'Grand', 'Ocean', 'Maple', 'Star', 'North', 'Crystal', 'Prime', 'Cosy'];
export const STORE_B = ['Bazaar', 'Outlet', 'Corner', 'Depot', 'Emporium', 'Market', 'Trading', 'House', 'Supply', 'Boutique', 'Goods', 'Hub', 'Works', 'Store', 'Gallery', 'Mart', 'Studio', 'Shop', 'Co.', 'Traders', 'Collective', 'Warehouse', 'Workshop', 'Express', 'Select', 'Living', 'Life', 'World', 'Republic', 'Lab', 'Cart', 'Place'];

export const REVIEWS_GOOD = ['Great quality, exactly as described.', 'Fast delivery and well packed.', 'Very happy with this purchase.', 'Good value for the price.', 'Would buy again from this store.'];
export const REVIEWS_MEDIUM = ['Okay for the price.', 'Arrived a little late but works.', 'Colour slightly different from the photos.'];
export const REVIEWS_BAD = ['Not as described.', 'Stopped working after a week.', 'Packaging was damaged.'];
export const COUNTRIES = ['Germany', 'Japan', 'Brazil', 'Thailand', 'France', 'United States', 'Malaysia', 'South Africa', 'Turkey', 'India', 'Viet Nam', 'Indonesia'];
export const REVIEWERS = ['Anna', 'Kenji', 'Lucas', 'Somchai', 'Chloé', 'Mike', 'Aisyah', 'Thabo', 'Elif', 'Priya', 'Minh', 'Budi', 'Sofia', 'Wei', 'Olga', 'Marco'];
