import type { CatalogueWords } from './catalogue-words';

// Translations of the demo catalogue's category and variant names (part two of two). Each category
// line is the top category and its six sub-categories in the order of TOP_CATEGORIES.
export const WORDS_B: Record<string, CatalogueWords> = {
  ms: {
    categories: [
      'Fesyen|Wanita|Lelaki|Kanak-kanak|Kasut|Beg|Aksesori', 'Elektronik|Telefon|Audio|Komputer|Kamera|Peranti boleh pakai|Permainan video',
      'Rumah & Taman|Dapur|Perabot|Pencahayaan|Hiasan|Peralatan tidur|Taman', 'Kecantikan|Penjagaan kulit|Solekan|Rambut|Wangian|Mandian|Alatan',
      'Sukan & Luar|Kecergasan|Perkhemahan|Berbasikal|Larian|Sukan air|Sukan berpasukan', 'Mainan & Hobi|Teka-teki|Model|Anak patung|Binaan|Permainan luar|Seni & kraf',
      'Kesihatan|Vitamin|Pertolongan cemas|Urutan|Pemantauan|Mobiliti|Penjagaan diri', 'Automotif|Dalaman|Luaran|Alatan|Elektronik|Tayar|Penjagaan',
      'Pejabat|Kertas|Penulisan|Meja|Penyimpanan|Percetakan|Papan', 'Haiwan peliharaan|Anjing|Kucing|Ikan|Burung|Haiwan kecil|Reptilia',
      'Makanan & Minuman|Teh|Kopi|Snek|Rempah|Gula-gula|Minuman', 'Buku & Muzik|Fiksyen|Bukan fiksyen|Kanak-kanak|Komik|Alat muzik|Piring hitam',
    ],
    leaves: ['{{name}}: keperluan asas', '{{name}}: paling laris', '{{name}}: musim baharu'],
    colour: 'Warna|Merah|Biru|Hitam',
  },
  af: {
    categories: [
      'Mode|Dames|Mans|Kinders|Skoene|Sakke|Bykomstighede', 'Elektronika|Fone|Klank|Rekenaars|Kameras|Draagbare toestelle|Speletjies',
      'Huis & Tuin|Kombuis|Meubels|Beligting|Versiering|Beddegoed|Tuin', 'Skoonheid|Velsorg|Grimering|Hare|Geure|Bad|Gereedskap',
      'Sport & Buitelug|Fiksheid|Kampering|Fietsry|Hardloop|Watersport|Spansport', 'Speelgoed & Stokperdjies|Legkaarte|Modelle|Poppe|Bou|Buitespel|Kuns & handwerk',
      'Gesondheid|Vitamiene|Noodhulp|Masering|Monitering|Mobiliteit|Persoonlike sorg', 'Motor|Binnekant|Buitekant|Gereedskap|Elektronika|Bande|Versorging',
      'Kantoor|Papier|Skryf|Lessenaar|Berging|Drukwerk|Borde', 'Troeteldiere|Honde|Katte|Visse|Voëls|Klein diere|Reptiele',
      'Kos & Drinkgoed|Tee|Koffie|Peuselhappies|Speserye|Lekkers|Drankies', 'Boeke & Musiek|Fiksie|Niefiksie|Kinderboeke|Strokies|Instrumente|Viniel',
    ],
    leaves: ['{{name}}: basiese items', '{{name}}: topverkopers', '{{name}}: nuwe seisoen'],
    colour: 'Kleur|Rooi|Blou|Swart',
  },
  th: {
    categories: [
      'แฟชั่น|ผู้หญิง|ผู้ชาย|เด็ก|รองเท้า|กระเป๋า|เครื่องประดับ', 'อิเล็กทรอนิกส์|โทรศัพท์|เครื่องเสียง|คอมพิวเตอร์|กล้อง|อุปกรณ์สวมใส่|เกม',
      'บ้านและสวน|ห้องครัว|เฟอร์นิเจอร์|ไฟส่องสว่าง|ของตกแต่ง|เครื่องนอน|สวน', 'ความงาม|ดูแลผิว|เครื่องสำอาง|ผม|น้ำหอม|อาบน้ำ|อุปกรณ์ความงาม',
      'กีฬาและกลางแจ้ง|ฟิตเนส|แคมปิ้ง|ปั่นจักรยาน|วิ่ง|กีฬาทางน้ำ|กีฬาประเภททีม', 'ของเล่นและงานอดิเรก|จิ๊กซอว์|โมเดล|ตุ๊กตา|ตัวต่อ|เล่นกลางแจ้ง|ศิลปะและงานฝีมือ',
      'สุขภาพ|วิตามิน|ปฐมพยาบาล|นวด|ตรวจวัดสุขภาพ|อุปกรณ์ช่วยเดิน|ดูแลตัวเอง', 'ยานยนต์|ภายในรถ|ภายนอกรถ|เครื่องมือ|อิเล็กทรอนิกส์|ยางรถ|ดูแลรถ',
      'สำนักงาน|กระดาษ|เครื่องเขียน|โต๊ะทำงาน|จัดเก็บ|การพิมพ์|กระดาน', 'สัตว์เลี้ยง|สุนัข|แมว|ปลา|นก|สัตว์เล็ก|สัตว์เลื้อยคลาน',
      'อาหารและเครื่องดื่ม|ชา|กาแฟ|ขนมขบเคี้ยว|เครื่องเทศ|ขนมหวาน|เครื่องดื่ม', 'หนังสือและดนตรี|นวนิยาย|สารคดี|หนังสือเด็ก|การ์ตูน|เครื่องดนตรี|แผ่นเสียง',
    ],
    leaves: ['{{name}} ของจำเป็น', '{{name}} ขายดี', '{{name}} ซีซั่นใหม่'],
    colour: 'สี|แดง|น้ำเงิน|ดำ',
  },
  el: {
    categories: [
      'Μόδα|Γυναικεία|Ανδρικά|Παιδικά|Παπούτσια|Τσάντες|Αξεσουάρ', 'Ηλεκτρονικά|Κινητά|Ήχος|Υπολογιστές|Κάμερες|Φορετές συσκευές|Gaming',
      'Σπίτι & Κήπος|Κουζίνα|Έπιπλα|Φωτισμός|Διακόσμηση|Κλινοσκεπάσματα|Κήπος', 'Ομορφιά|Περιποίηση δέρματος|Μακιγιάζ|Μαλλιά|Αρώματα|Μπάνιο|Εργαλεία',
      'Αθλητισμός & Ύπαιθρος|Γυμναστική|Κάμπινγκ|Ποδηλασία|Τρέξιμο|Θαλάσσια σπορ|Ομαδικά αθλήματα', 'Παιχνίδια & Χόμπι|Παζλ|Μοντέλα|Κούκλες|Κατασκευές|Υπαίθριο παιχνίδι|Χειροτεχνία',
      'Υγεία|Βιταμίνες|Πρώτες βοήθειες|Μασάζ|Παρακολούθηση|Κινητικότητα|Προσωπική φροντίδα', 'Αυτοκίνητο|Εσωτερικό|Εξωτερικό|Εργαλεία|Ηλεκτρονικά|Ελαστικά|Φροντίδα',
      'Γραφείο|Χαρτί|Γραφή|Γραφείο εργασίας|Αποθήκευση|Εκτύπωση|Πίνακες', 'Κατοικίδια|Σκύλοι|Γάτες|Ψάρια|Πουλιά|Μικρά ζώα|Ερπετά',
      'Τρόφιμα & Ποτά|Τσάι|Καφές|Σνακ|Μπαχαρικά|Γλυκά|Ποτά', 'Βιβλία & Μουσική|Λογοτεχνία|Μη μυθοπλασία|Παιδικά|Κόμικς|Όργανα|Βινύλια',
    ],
    leaves: ['{{name}}: βασικά', '{{name}}: δημοφιλή', '{{name}}: νέα σεζόν'],
    colour: 'Χρώμα|Κόκκινο|Μπλε|Μαύρο',
  },
  tr: {
    categories: [
      'Moda|Kadın|Erkek|Çocuk|Ayakkabı|Çanta|Aksesuar', 'Elektronik|Telefonlar|Ses|Bilgisayarlar|Kameralar|Giyilebilir|Oyun',
      'Ev & Bahçe|Mutfak|Mobilya|Aydınlatma|Dekorasyon|Yatak|Bahçe', 'Güzellik|Cilt bakımı|Makyaj|Saç|Parfüm|Banyo|Aletler',
      'Spor & Outdoor|Fitness|Kamp|Bisiklet|Koşu|Su sporları|Takım sporları', 'Oyuncak & Hobi|Yapboz|Maketler|Bebekler|Yapı oyuncakları|Açık hava oyunları|Sanat & el işi',
      'Sağlık|Vitaminler|İlk yardım|Masaj|Ölçüm|Hareket desteği|Kişisel bakım', 'Otomotiv|İç aksam|Dış aksam|Aletler|Elektronik|Lastikler|Bakım',
      'Ofis|Kâğıt|Yazı|Masa|Saklama|Baskı|Panolar', 'Evcil hayvan|Köpekler|Kediler|Balıklar|Kuşlar|Küçük hayvanlar|Sürüngenler',
      'Yiyecek & İçecek|Çay|Kahve|Atıştırmalık|Baharat|Tatlılar|İçecekler', 'Kitap & Müzik|Kurgu|Kurgu dışı|Çocuk|Çizgi roman|Enstrümanlar|Plak',
    ],
    leaves: ['{{name}}: temel ürünler', '{{name}}: çok satanlar', '{{name}}: yeni sezon'],
    colour: 'Renk|Kırmızı|Mavi|Siyah',
  },
  ph: {
    categories: [
      'Fashion|Pambabae|Panlalaki|Pambata|Sapatos|Bag|Aksesorya', 'Elektroniks|Telepono|Audio|Kompyuter|Kamera|Wearable|Gaming',
      'Bahay at Hardin|Kusina|Muwebles|Ilaw|Dekorasyon|Kumot at unan|Hardin', 'Kagandahan|Pangangalaga sa balat|Make-up|Buhok|Pabango|Paliguan|Kagamitan',
      'Palakasan at Outdoor|Fitness|Camping|Pagbibisikleta|Pagtakbo|Water sports|Team sports', 'Laruan at Libangan|Puzzle|Modelo|Manika|Building blocks|Laro sa labas|Sining at likha',
      'Kalusugan|Bitamina|First aid|Masahe|Pagsubaybay|Mobilidad|Personal na pangangalaga', 'Sasakyan|Loob|Labas|Kagamitan|Elektroniks|Gulong|Pangangalaga',
      'Opisina|Papel|Pagsusulat|Mesa|Imbakan|Pag-print|Board', 'Alagang hayop|Aso|Pusa|Isda|Ibon|Maliliit na hayop|Reptilya',
      'Pagkain at Inumin|Tsaa|Kape|Meryenda|Pampalasa|Matatamis|Inumin', 'Aklat at Musika|Piksiyon|Di-piksiyon|Pambata|Komiks|Instrumento|Vinyl',
    ],
    leaves: ['{{name}}: mga pangunahing gamit', '{{name}}: pinakamabenta', '{{name}}: bagong season'],
    colour: 'Kulay|Pula|Asul|Itim',
  },
  ar: {
    categories: [
      'أزياء|نساء|رجال|أطفال|أحذية|حقائب|إكسسوارات', 'إلكترونيات|هواتف|صوتيات|حواسيب|كاميرات|أجهزة قابلة للارتداء|ألعاب فيديو',
      'المنزل والحديقة|مطبخ|أثاث|إضاءة|ديكور|مفروشات السرير|حديقة', 'جمال|العناية بالبشرة|مكياج|شعر|عطور|استحمام|أدوات',
      'رياضة وهواء طلق|لياقة بدنية|تخييم|ركوب الدراجات|جري|رياضات مائية|رياضات جماعية', 'ألعاب وهوايات|ألغاز|مجسمات|دمى|ألعاب تركيب|لعب في الهواء الطلق|فنون وحرف',
      'صحة|فيتامينات|إسعافات أولية|تدليك|مراقبة صحية|مساعدات الحركة|عناية شخصية', 'سيارات|داخلية|خارجية|أدوات|إلكترونيات|إطارات|عناية',
      'مكتب|ورق|كتابة|مكتب عمل|تخزين|طباعة|ألواح', 'حيوانات أليفة|كلاب|قطط|أسماك|طيور|حيوانات صغيرة|زواحف',
      'طعام وشراب|شاي|قهوة|وجبات خفيفة|توابل|حلويات|مشروبات', 'كتب وموسيقى|روايات|كتب واقعية|كتب أطفال|قصص مصورة|آلات موسيقية|أسطوانات',
    ],
    leaves: ['{{name}}: أساسيات', '{{name}}: الأكثر مبيعًا', '{{name}}: موسم جديد'],
    colour: 'اللون|أحمر|أزرق|أسود',
  },
  id: {
    categories: [
      'Fashion|Wanita|Pria|Anak|Sepatu|Tas|Aksesori', 'Elektronik|Ponsel|Audio|Komputer|Kamera|Perangkat wearable|Gaming',
      'Rumah & Taman|Dapur|Furnitur|Pencahayaan|Dekorasi|Perlengkapan tidur|Taman', 'Kecantikan|Perawatan kulit|Riasan|Rambut|Wewangian|Mandi|Peralatan',
      'Olahraga & Outdoor|Kebugaran|Berkemah|Bersepeda|Lari|Olahraga air|Olahraga tim', 'Mainan & Hobi|Puzzle|Model|Boneka|Balok susun|Permainan luar|Seni & kerajinan',
      'Kesehatan|Vitamin|P3K|Pijat|Pemantauan|Alat bantu gerak|Perawatan diri', 'Otomotif|Interior|Eksterior|Perkakas|Elektronik|Ban|Perawatan',
      'Kantor|Kertas|Alat tulis|Meja|Penyimpanan|Pencetakan|Papan', 'Hewan peliharaan|Anjing|Kucing|Ikan|Burung|Hewan kecil|Reptil',
      'Makanan & Minuman|Teh|Kopi|Camilan|Rempah|Permen|Minuman', 'Buku & Musik|Fiksi|Nonfiksi|Anak|Komik|Alat musik|Piringan hitam',
    ],
    leaves: ['{{name}}: kebutuhan pokok', '{{name}}: terlaris', '{{name}}: musim baru'],
    colour: 'Warna|Merah|Biru|Hitam',
  },
  hi: {
    categories: [
      'फ़ैशन|महिलाएँ|पुरुष|बच्चे|जूते|बैग|एक्सेसरीज़', 'इलेक्ट्रॉनिक्स|फ़ोन|ऑडियो|कंप्यूटर|कैमरे|पहनने योग्य उपकरण|गेमिंग',
      'घर और बगीचा|रसोई|फ़र्नीचर|रोशनी|सजावट|बिस्तर|बगीचा', 'सौंदर्य|त्वचा की देखभाल|मेकअप|बाल|सुगंध|स्नान|उपकरण',
      'खेल और आउटडोर|फ़िटनेस|कैंपिंग|साइकिलिंग|दौड़|जल क्रीड़ा|टीम खेल', 'खिलौने और शौक|पहेलियाँ|मॉडल|गुड़िया|बिल्डिंग ब्लॉक|बाहरी खेल|कला और शिल्प',
      'स्वास्थ्य|विटामिन|प्राथमिक चिकित्सा|मालिश|स्वास्थ्य निगरानी|चलने में सहायता|व्यक्तिगत देखभाल', 'ऑटोमोटिव|अंदरूनी|बाहरी|औज़ार|इलेक्ट्रॉनिक्स|टायर|देखभाल',
      'ऑफ़िस|काग़ज़|लेखन|डेस्क|भंडारण|छपाई|बोर्ड', 'पालतू जानवर|कुत्ते|बिल्लियाँ|मछलियाँ|पक्षी|छोटे जानवर|सरीसृप',
      'खाना और पेय|चाय|कॉफ़ी|नाश्ता|मसाले|मिठाइयाँ|पेय', 'किताबें और संगीत|कथा साहित्य|कथेतर|बच्चों की किताबें|कॉमिक्स|वाद्य यंत्र|विनाइल',
    ],
    leaves: ['{{name}}: ज़रूरी सामान', '{{name}}: सबसे ज़्यादा बिकने वाले', '{{name}}: नया सीज़न'],
    colour: 'रंग|लाल|नीला|काला',
  },
  vi: {
    categories: [
      'Thời trang|Nữ|Nam|Trẻ em|Giày dép|Túi xách|Phụ kiện', 'Điện tử|Điện thoại|Âm thanh|Máy tính|Máy ảnh|Thiết bị đeo|Trò chơi',
      'Nhà cửa & Vườn|Nhà bếp|Nội thất|Chiếu sáng|Trang trí|Chăn ga gối|Vườn', 'Làm đẹp|Chăm sóc da|Trang điểm|Tóc|Nước hoa|Tắm|Dụng cụ',
      'Thể thao & Dã ngoại|Thể hình|Cắm trại|Đạp xe|Chạy bộ|Thể thao dưới nước|Thể thao đồng đội', 'Đồ chơi & Sở thích|Xếp hình|Mô hình|Búp bê|Lắp ráp|Chơi ngoài trời|Thủ công mỹ nghệ',
      'Sức khỏe|Vitamin|Sơ cứu|Massage|Theo dõi sức khỏe|Hỗ trợ đi lại|Chăm sóc cá nhân', 'Ô tô|Nội thất xe|Ngoại thất xe|Dụng cụ|Điện tử|Lốp xe|Chăm sóc xe',
      'Văn phòng|Giấy|Viết|Bàn làm việc|Lưu trữ|In ấn|Bảng', 'Thú cưng|Chó|Mèo|Cá|Chim|Thú nhỏ|Bò sát',
      'Đồ ăn & Thức uống|Trà|Cà phê|Đồ ăn vặt|Gia vị|Kẹo ngọt|Đồ uống', 'Sách & Âm nhạc|Tiểu thuyết|Phi hư cấu|Thiếu nhi|Truyện tranh|Nhạc cụ|Đĩa than',
    ],
    leaves: ['{{name}}: thiết yếu', '{{name}}: bán chạy', '{{name}}: mùa mới'],
    colour: 'Màu sắc|Đỏ|Xanh dương|Đen',
  },
};
