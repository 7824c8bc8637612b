import WaymarkGeo

/// A land border crossing a stamp may name: the post on one side of the border.
struct BorderCrossing: Sendable {
    /// The post's country, ISO alpha-2.
    var country: String
    /// The country across the border, ISO alpha-2.
    var neighbour: String
    /// The names its stamps print, the official one first (local script and Latin spellings).
    var names: [String]
    /// The post itself, within a few kilometres.
    var coordinate: Coordinate
    /// The gazetteer town it lies in or is known by ("city:747712", Edirne for Kapıkule).
    var town: String
    var townName: String

    var name: String { names[0] }
}

/// Land border crossings whose stamps print the crossing's name, one row a side of the border.
/// No pinned source lists them (docs/stamps.md, "Ports and borders"): the project compiled this
/// table from general knowledge of the crossings travellers use, and checked every row against
/// the gazetteer: the post lies in its country or within 2 km of it, the neighbour lies a few
/// kilometres across, and the town is in the same country within 45 km
/// (`BorderCrossingTableTests`). Fields, separated by " | ": country | neighbour | names,
/// separated by "; " | lat | lon | town's ID | town's name.
enum BorderCrossings {
    static let all: [BorderCrossing] = rows.split(separator: "\n").map { line in
        let f = line.components(separatedBy: " | ")
        precondition(f.count == 7, "a border crossing has 7 fields: \(line)")
        return BorderCrossing(country: f[0], neighbour: f[1], names: f[2].components(separatedBy: "; "),
                              coordinate: Coordinate(latitude: Double(f[3])!, longitude: Double(f[4])!), town: f[5], townName: f[6])
    }

    /// Crossings by each of their names' keys (`StampText.key`): "kapikule", "хоргош".
    static let named: [String: [BorderCrossing]] = {
        var table: [String: [BorderCrossing]] = [:]
        for crossing in all {
            for key in Set(crossing.names.map(StampText.key)) where StampPlaceIndex.isNameKey(key) { table[key, default: []].append(crossing) }
        }
        return table
    }()

    /// The fewest letters a crossing's name keeps when read with letters lost at an end.
    static let shortestWorn = 6
    /// The most letters lost at one end.
    static let mostLettersLost = 2

    /// Crossings by their names' keys with one or two letters lost at the start or the end (ink
    /// that did not take at a ring's edge: "APIKULE", "VAALIMA"), with how many were lost, for
    /// keys of `shortestWorn` letters or more that are no crossing's whole name.
    static let worn: [String: [(crossing: BorderCrossing, lost: Int)]] = {
        var table: [String: [(crossing: BorderCrossing, lost: Int)]] = [:]
        for crossing in all {
            for key in Set(crossing.names.map(StampText.key)).sorted() where StampPlaceIndex.isNameKey(key) {
                let letters = Array(key)
                for lost in 1...mostLettersLost where letters.count - lost >= shortestWorn {
                    for wornKey in Set([String(letters.dropFirst(lost)), String(letters.dropLast(lost))]).sorted() where named[wornKey] == nil {
                        table[wornKey, default: []].append((crossing, lost))
                    }
                }
            }
        }
        return table
    }()

    static let rows = """
TR | BG | Kapıkule | 41.714 | 26.340 | city:747712 | Edirne
BG | TR | Капитан Андреево; Kapitan Andreevo | 41.716 | 26.328 | city:726546 | Svilengrad
TR | BG | Hamzabeyli | 41.945 | 26.581 | city:741884 | Lâlapaşa
BG | TR | Лесово; Lesovo | 41.951 | 26.577 | city:731670 | Elhovo
TR | BG | Dereköy | 41.925 | 27.557 | city:748248 | Dereköy
BG | TR | Малко Търново; Malko Tarnovo | 41.928 | 27.550 | city:729322 | Malko Tarnovo
TR | GR | İpsala | 40.913 | 26.307 | city:745148 | İpsala
GR | TR | Κήποι; Kipoi; Kipi | 40.916 | 26.300 | city:736261 | Féres
TR | GR | Pazarkule | 41.663 | 26.475 | city:747712 | Edirne
GR | TR | Καστανιές; Kastanies | 41.661 | 26.466 | city:735938 | Kastaniés
TR | GE | Sarp | 41.506 | 41.546 | city:745530 | Hopa
GE | TR | სარფი; Sarpi | 41.523 | 41.548 | city:612093 | Sarpi
TR | GE | Türkgözü | 41.574 | 42.812 | city:740531 | Posof
GE | TR | ვალე; Vale | 41.576 | 42.820 | city:611230 | Vale
IR | TR | بازرگان; Bazargan | 39.400 | 44.370 | city:141011 | Bāzargān
TR | IR | Esendere | 37.720 | 44.592 | city:315334 | Esendere
TR | IQ | Habur | 37.150 | 42.562 | city:300797 | Silopi
IQ | TR | إبراهيم الخليل; Ibrahim Khalil; Ibrahim al-Khalil | 37.145 | 42.565 | city:6998238 | Ibrāhīm al Khalīl
TR | SY | Cilvegözü | 36.229 | 36.660 | city:302355 | Reyhanlı
SY | TR | باب الهوى; Bab al-Hawa | 36.225 | 36.673 | city:174259 | Ad Dānā
TR | SY | Öncüpınar | 36.639 | 37.079 | city:307864 | Kilis
SY | TR | باب السلامة; Bab al-Salameh; Bab al-Salama | 36.625 | 37.080 | city:172082 | I‘zāz
AZ | TR | Sədərək; Sadarak; Садарак | 39.659 | 44.799 | city:147282 | Sedarak
GR | BG | Προμαχώνας; Promachonas | 41.373 | 23.366 | city:734310 | Sidirókastro
BG | GR | Кулата; Kulata | 41.384 | 23.361 | city:728288 | Petrich
GR | MK | Ευζώνοι; Evzonoi; Evzoni | 41.117 | 22.556 | city:736285 | Évzonoi
MK | GR | Богородица; Bogorodica | 41.130 | 22.553 | city:790744 | Gevgelija
GR | MK | Νίκη; Niki | 40.907 | 21.417 | city:736229 | Flórina
MK | GR | Меџитлија; Medžitlija; Medzhitlija | 40.920 | 21.410 | city:792578 | Bitola
GR | AL | Κακαβιά; Kakavia | 39.910 | 20.338 | city:263214 | Delvináki
AL | GR | Kakavijë; Kakavija | 39.905 | 20.325 | city:363341 | Kakavijë
GR | AL | Κρυσταλλοπηγή; Krystallopigi | 40.571 | 21.024 | city:735927 | Kastoria
AL | GR | Kapshticë; Kapshtica | 40.575 | 21.015 | city:783606 | Bilisht
BG | RO | Дунав мост Русе; Dunav Most Ruse; Русе; Ruse | 43.877 | 25.985 | city:727523 | Ruse
RO | BG | Giurgiu | 43.897 | 25.982 | city:677106 | Giurgiu
BG | RO | Дунав мост Видин; Dunav Most Vidin; Видин; Vidin | 43.973 | 22.874 | city:725905 | Vidin
RO | BG | Calafat | 43.974 | 22.884 | city:683034 | Calafat
BG | RS | Калотина; Kalotina | 43.006 | 22.851 | city:731961 | Dragoman
RS | BG | Градина; Gradina | 43.011 | 22.847 | city:791487 | Dimitrovgrad
BG | MK | Гюешево; Gyueshevo; Gjueshevo | 42.210 | 22.460 | city:729730 | Kyustendil
MK | BG | Деве Баир; Deve Bair | 42.205 | 22.460 | city:789045 | Kriva Palanka
RO | MD | Albița | 46.795 | 28.147 | city:675892 | Huşi
MD | RO | Leușeni; Leuseni | 46.798 | 28.170 | city:617993 | Hînceşti
RO | MD | Sculeni | 47.333 | 27.613 | city:675810 | Iaşi
MD | RO | Sculeni | 47.338 | 27.618 | city:617180 | Ungheni
RO | UA | Siret | 47.975 | 26.085 | city:666830 | Siret
UA | RO | Порубне; Porubne | 47.985 | 26.090 | city:707757 | Hlyboka
RO | HU | Nădlac | 46.165 | 20.728 | city:672546 | Nădlac
HU | RO | Csanádpalota | 46.178 | 20.704 | city:721861 | Csanádpalota
RO | HU | Borș | 47.124 | 21.778 | city:684161 | Borş
HU | RO | Ártánd | 47.129 | 21.773 | city:722787 | Ártánd
RO | HU | Petea | 47.883 | 22.797 | city:667873 | Satu Mare
HU | RO | Csengersima | 47.888 | 22.797 | city:721789 | Csenger
RO | RS | Moravița | 45.229 | 21.281 | city:672868 | Moraviţa
RS | RO | Ватин; Vatin | 45.223 | 21.286 | city:784136 | Vršac
RO | RS | Porțile de Fier I; Porțile de Fier | 44.684 | 22.545 | city:678817 | Drobeta-Turnu Severin
RS | RO | Ђердап; Đerdap; Djerdap | 44.668 | 22.528 | city:789485 | Kladovo
HU | RS | Röszke | 46.163 | 19.989 | city:716028 | Röszke
RS | HU | Хоргош; Horgoš; Horgos | 46.160 | 19.983 | city:789600 | Kanjiža
HU | RS | Tompa | 46.182 | 19.567 | city:3043820 | Tompa
RS | HU | Келебија; Kelebija | 46.165 | 19.577 | city:3189595 | Subotica
HU | UA | Záhony | 48.409 | 22.183 | city:713929 | Záhony
UA | HU | Чоп; Chop; Тиса; Tysa | 48.420 | 22.185 | city:710409 | Chop
HU | UA | Beregsurány | 48.165 | 22.555 | city:722355 | Beregsurány
UA | HU | Лужанка; Luzhanka | 48.168 | 22.572 | city:712423 | Berehove
HU | HR | Letenye | 46.418 | 16.712 | city:3048820 | Letenye
HR | HU | Goričan | 46.410 | 16.705 | city:3200328 | Goričan
HU | HR | Barcs | 45.956 | 17.466 | city:3055368 | Barcs
HR | HU | Terezino Polje | 45.940 | 17.455 | city:3187694 | Virovitica
HU | HR | Udvar | 45.900 | 18.644 | city:3047967 | Mohács
HR | HU | Duboševica | 45.880 | 18.645 | city:3204320 | Beli Manastir
HR | RS | Bajakovo | 45.042 | 19.090 | city:3187719 | Vinkovci
RS | HR | Батровци; Batrovci | 45.048 | 19.112 | city:3190922 | Šid
HR | RS | Ilok | 45.226 | 19.389 | city:3199128 | Ilok
RS | HR | Бачка Паланка; Bačka Palanka | 45.240 | 19.393 | city:3204674 | Bačka Palanka
HR | BA | Stara Gradiška | 45.158 | 17.240 | city:3190015 | Stara Gradiška
BA | HR | Градишка; Gradiška | 45.143 | 17.252 | city:3203656 | Gradiška
HR | BA | Slavonski Brod | 45.153 | 18.012 | city:3190586 | Slavonski Brod
BA | HR | Брод; Brod; Bosanski Brod | 45.143 | 18.010 | city:3203651 | Brod
HR | BA | Nova Sela | 43.073 | 17.597 | city:3195222 | Metković
BA | HR | Bijača | 43.078 | 17.598 | city:3196324 | Ljubuški
HR | BA | Klek | 42.946 | 17.568 | city:3195222 | Metković
BA | HR | Neum | 42.941 | 17.581 | city:3194514 | Neum
HR | ME | Karasovići | 42.447 | 18.481 | city:3202825 | Cavtat
ME | HR | Дебели бријег; Debeli Brijeg | 42.454 | 18.481 | city:3199394 | Herceg Novi
HR | SI | Bregana | 45.846 | 15.690 | city:3203478 | Bregana
SI | HR | Obrežje | 45.851 | 15.674 | city:3203412 | Brežice
HR | SI | Macelj | 46.258 | 15.855 | city:3197369 | Krapina
SI | HR | Gruškovje | 46.266 | 15.858 | city:3192241 | Ptuj
HR | SI | Plovanija | 45.468 | 13.616 | city:3203090 | Buje
SI | HR | Sečovlje | 45.485 | 13.627 | city:3191184 | Sečovlje
HR | SI | Pasjak | 45.474 | 14.131 | city:3191648 | Rijeka
SI | HR | Starod | 45.479 | 14.125 | city:3199131 | Ilirska Bistrica
BA | RS | Рача; Rača | 44.893 | 19.327 | city:3204186 | Bijeljina
RS | BA | Сремска Рача; Sremska Rača | 44.903 | 19.325 | city:3190102 | Sremska Rača
BA | RS | Зворник; Zvornik | 44.386 | 19.104 | city:3186246 | Zvornik
RS | BA | Мали Зворник; Mali Zvornik | 44.384 | 19.112 | city:3195591 | Mali Zvornik
BA | ME | Хум | 43.348 | 18.838 | city:3200837 | Foča
ME | BA | Шћепан Поље; Šćepan Polje | 43.340 | 18.848 | city:3193131 | Plužine
RS | MK | Прешево; Preševo | 42.260 | 21.705 | city:786772 | Preševo
MK | RS | Табановце; Tabanovce | 42.248 | 21.712 | city:788886 | Kumanovo
RS | XK | Мердаре; Merdare | 42.946 | 21.231 | city:788852 | Kuršumlija
XK | RS | Merdarë; Merdare | 42.940 | 21.215 | city:786950 | Podujeva
XK | MK | Hani i Elezit; Elez Han; Ђенерал Јанковић | 42.150 | 21.290 | city:791539 | Hani i Elezit
MK | XK | Блаце; Blace | 42.142 | 21.295 | city:785842 | Skopje
XK | AL | Vërmica; Vermica; Vrbnica | 42.135 | 20.555 | city:786712 | Prizren
AL | XK | Morinë; Morina | 42.126 | 20.548 | city:782661 | Kukës
ME | AL | Божај; Božaj | 42.379 | 19.421 | city:3188584 | Tuzi
AL | ME | Hani i Hotit | 42.368 | 19.428 | city:3185133 | Koplik
ME | AL | Сукобин; Sukobin | 41.986 | 19.370 | city:3188516 | Ulcinj
AL | ME | Muriqan; Muriqani | 41.987 | 19.376 | city:3184081 | Shkodër
AL | MK | Qafë Thanë; Qafe Thane | 41.167 | 20.545 | city:782519 | Librazhd
MK | AL | Ќафасан; Ćafasan; Kjafasan | 41.167 | 20.555 | city:785387 | Struga
AL | MK | Tushemisht | 40.903 | 20.733 | city:781988 | Pogradec
MK | AL | Свети Наум; Sveti Naum | 40.920 | 20.742 | city:787487 | Ohrid
GI | ES | Gibraltar | 36.141 | -5.344 | city:2411585 | Gibraltar
ES | GI | La Línea de la Concepción; La Línea | 36.156 | -5.347 | city:2515812 | La Línea de la Concepción
FI | RU | Vaalimaa | 60.565 | 27.815 | city:631388 | Virolahti
RU | FI | Торфяновка; Torfyanovka | 60.552 | 27.840 | city:545585 | Kondrat’yevo
FI | RU | Nuijamaa | 60.965 | 28.535 | city:644307 | Nuijamaa
RU | FI | Брусничное; Brusnichnoye; Brusnichnoe | 60.948 | 28.560 | city:470546 | Vyborg
FI | RU | Vainikkala | 60.860 | 28.310 | city:648900 | Lappeenranta
FI | RU | Imatra | 61.139 | 28.904 | city:656688 | Imatra
RU | FI | Светогорск; Svetogorsk | 61.133 | 28.911 | city:485639 | Svetogorsk
FI | RU | Niirala | 62.190 | 30.610 | city:634331 | Tohmajärvi
RU | FI | Вяртсиля; Värtsilä; Vyartsilya | 62.185 | 30.640 | city:470762 | Vyartsilya
NO | RU | Storskog | 69.641 | 30.154 | city:779303 | Kirkenes
EE | RU | Narva | 59.371 | 28.185 | city:590031 | Narva
RU | EE | Ивангород; Ivangorod | 59.378 | 28.215 | city:555624 | Ivangorod
EE | RU | Koidula | 57.816 | 27.578 | city:587739 | Värska
RU | EE | Куничина Гора; Kunichina Gora | 57.811 | 27.589 | city:511785 | Pechory
EE | RU | Luhamaa | 57.619 | 27.384 | city:587450 | Võru
RU | LV | Бурачки; Burachki | 56.138 | 28.156 | city:498001 | Sebezh
LV | RU | Grebņeva | 57.163 | 27.824 | city:454130 | Viļaka
RU | LV | Убылинка; Ubylinka | 57.159 | 27.831 | city:503374 | Pytalovo
LV | BY | Paternieki | 55.765 | 26.880 | city:460413 | Daugavpils
BY | LV | Григоровщина; Grigorovshchina; Рыгораўшчына; Ryhoraushchyna | 55.761 | 26.885 | city:629640 | Braslav
LT | BY | Medininkai | 54.548 | 25.714 | city:596713 | Naujoji Vilnia
BY | LT | Каменный Лог; Kamenny Log; Каменны Лог; Kamienny Loh | 54.535 | 25.735 | city:630515 | Oshmyany
LT | BY | Šalčininkai | 54.265 | 25.350 | city:595016 | Šalčininkai
BY | LT | Бенякони; Benyakoni; Бенякані; Bieniakoni | 54.249 | 25.372 | city:619979 | Voronovo
LT | RU | Kybartai | 54.637 | 22.714 | city:597729 | Kybartai
RU | LT | Чернышевское; Chernyshevskoye | 54.640 | 22.706 | city:568533 | Chernyshevskoye
LT | RU | Panemunė | 55.094 | 21.884 | city:596399 | Pagėgiai
RU | LT | Советск; Sovetsk | 55.084 | 21.885 | city:490068 | Sovetsk
LT | RU | Nida | 55.278 | 20.974 | city:596612 | Nida
RU | LT | Морское; Morskoye | 55.265 | 20.985 | city:500039 | Rybachiy
PL | RU | Grzechotki | 54.431 | 19.750 | city:3102677 | Braniewo
RU | PL | Мамоново; Mamonovo | 54.435 | 19.756 | city:2609901 | Mamonovo
PL | RU | Bezledy | 54.404 | 20.625 | city:776337 | Bartoszyce
RU | PL | Багратионовск; Bagrationovsk | 54.410 | 20.632 | city:579760 | Bagrationovsk
PL | BY | Terespol | 52.077 | 23.628 | city:756938 | Terespol
BY | PL | Брест; Brest; Брэст; Варшавский мост; Warsaw Bridge | 52.085 | 23.660 | city:629634 | Brest
PL | BY | Kuźnica; Kuźnica Białostocka | 53.521 | 23.640 | city:766927 | Kuźnica
BY | PL | Брузги; Bruzgi; Брузгі | 53.525 | 23.644 | city:627904 | Hrodna
PL | BY | Bobrowniki | 53.140 | 23.880 | city:771348 | Grudki
BY | PL | Берестовица; Berestovitsa; Бераставіца; Bierastavica | 53.150 | 23.900 | city:629986 | Vyalikaya Byerastavitsa
PL | UA | Medyka | 49.803 | 22.935 | city:765028 | Medyka
UA | PL | Шегині; Shehyni | 49.800 | 22.955 | city:694256 | Shehyni
PL | UA | Dorohusk | 51.170 | 23.810 | city:773014 | Dorohusk
UA | PL | Ягодин; Yahodyn; Yagodin | 51.180 | 23.830 | city:702421 | Liuboml
PL | UA | Hrebenne | 50.264 | 23.570 | city:765835 | Lubycza Królewska
UA | PL | Рава-Руська; Rava-Ruska | 50.263 | 23.579 | city:695781 | Rava-Ruska
PL | UA | Korczowa | 49.955 | 23.075 | city:768142 | Korczowe
UA | PL | Краковець; Krakovets | 49.955 | 23.100 | city:704513 | Krakovets
SK | UA | Vyšné Nemecké | 48.631 | 22.221 | city:723554 | Sobrance
UA | SK | Ужгород; Uzhhorod | 48.627 | 22.225 | city:690548 | Uzhhorod
UA | MD | Могилів-Подільський; Mohyliv-Podilskyi | 48.447 | 27.795 | city:700918 | Mohyliv-Podilskyy
MD | UA | Otaci; Отачь | 48.437 | 27.790 | city:618631 | Otaci
RO | UA | Sighetu Marmației | 47.937 | 23.887 | city:667227 | Sighetu Marmaţiei
UA | RO | Солотвино; Solotvyno | 47.942 | 23.889 | city:693176 | Solotvyno
GE | RU | დარიალი; Dariali; Kazbegi; Stepantsminda | 42.740 | 44.628 | city:614087 | Stepantsminda
RU | GE | Верхний Ларс; Verkhny Lars; Upper Lars | 42.755 | 44.630 | city:473249 | Vladikavkaz
GE | AM | სადახლო; Sadakhlo | 41.240 | 44.821 | city:612251 | Sadakhlo
AM | GE | Բագրատաշեն; Bagratashen | 41.245 | 44.820 | city:616828 | Bagratashen
GE | AM | ნინოწმინდა; Ninotsminda | 41.162 | 43.862 | city:612691 | Ninotsminda
AM | GE | Բավրա; Bavra | 41.157 | 43.859 | city:616813 | Bavra
GE | AZ | წითელი ხიდი; Tsiteli Khidi; Red Bridge | 41.329 | 45.060 | city:614575 | Gardabani
AZ | GE | Qırmızı Körpü; Red Bridge; Красный мост; Krasny Most | 41.322 | 45.075 | city:585226 | Gazakh
GE | AZ | ლაგოდეხი; Lagodekhi | 41.779 | 46.336 | city:613342 | Lagodekhi
AZ | GE | Balakən; Balakan; Mazımçay; Mazimchay | 41.774 | 46.337 | city:587070 | Belokany
AM | IR | Ագարակ; Agarak | 38.868 | 46.176 | city:175008 | Agarak
IR | AM | نوردوز; Norduz; Nordooz | 38.865 | 46.182 | city:125686 | Līlāb
AZ | IR | Astara | 38.438 | 48.868 | city:148445 | Astara
IR | AZ | آستارا; Astara | 38.425 | 48.872 | city:142676 | Āstārā
AZ | IR | Biləsuvar; Bilasuvar | 39.391 | 48.336 | city:148340 | Pushkino
IR | AZ | بیله‌سوار; Bileh Savar; Bilesavar | 39.386 | 48.334 | city:140494 | Bīleh Savār
AZ | RU | Samur; Самур | 41.839 | 48.574 | city:584715 | Xudat
RU | AZ | Яраг-Казмаляр; Yarag-Kazmalyar | 41.849 | 48.573 | city:484889 | Tagirkent-Kazmalyar
KZ | KG | Қордай; Кордай; Korday; Kordai | 42.997 | 74.725 | city:1524243 | Korday
KG | KZ | Ак-Жол; Ak-Zhol; Ak-Jol | 42.992 | 74.727 | city:1528675 | Bishkek
KZ | UZ | Жібек жолы; Жибек жолы; Zhibek Zholy | 41.465 | 69.290 | city:1524815 | Zhibek Zholy
UZ | KZ | Gʻishtkoʻprik; G'ishtko'prik; Gisht Kuprik; Гиштку́прик; Гишткуприк | 41.462 | 69.297 | city:1512569 | Tashkent
KZ | CN | Қорғас; Хоргос; Khorgos; Korgas | 44.221 | 80.369 | city:1522684 | Khorgos
CN | KZ | 霍尔果斯; 霍爾果斯; Horgos; Khorgos; Huoerguosi | 44.216 | 80.373 | city:1529377 | Qarasu
KZ | CN | Достық; Достык; Dostyk; Druzhba | 45.199 | 82.589 | city:1524537 | Druzhba
CN | KZ | 阿拉山口; Alashankou; Alataw Pass | 45.193 | 82.592 | city:8521719 | Alashankou
KG | UZ | Достук; Dostuk | 40.571 | 72.748 | city:1527534 | Osh
UZ | KG | Doʻstlik; Do'stlik; Dustlik; Дустлик | 40.573 | 72.741 | city:1514109 | Jalolquduq
UZ | AF | Ayritom; Airitom; Termiz; Термез; Friendship Bridge | 37.236 | 67.420 | city:1215957 | Tirmiz
AF | UZ | حیرتان; Hairatan; Hayratan | 37.230 | 67.420 | city:1427089 | Qaranghū Tōghaī
TJ | AF | Панҷи Поён; Panji Poyon; Нижний Пяндж; Nizhny Panj | 37.203 | 68.602 | city:1220910 | Panji Poyon
AF | TJ | شیرخان بندر; Sher Khan Bandar; Shir Khan Bandar | 37.199 | 68.608 | city:1142545 | Imām Şāḩib
TM | IR | Saragt; Sarahs; Серахс | 36.530 | 61.200 | city:1218456 | Sarahs
IR | TM | سرخس; Sarakhs | 36.535 | 61.165 | city:1159716 | Sarakhs
MN | CN | Замын-Үүд; Zamyn-Üüd; Zamiin-Uud | 43.697 | 111.923 | city:8468638 | Zamiin Uud
CN | MN | 二连浩特; 二連浩特; Erenhot; Erlian | 43.693 | 111.932 | city:2037485 | Erenhot
MN | RU | Алтанбулаг; Altanbulag | 50.330 | 106.480 | city:2032960 | Altanbulag
RU | MN | Кяхта; Kyakhta | 50.345 | 106.470 | city:2021066 | Kyakhta
RU | CN | Забайкальск; Zabaykalsk | 49.630 | 117.400 | city:2012780 | Zabaykal’sk
CN | RU | 满洲里; 滿洲里; Manzhouli | 49.616 | 117.420 | city:2035836 | Manzhouli
RU | CN | Пограничный; Pogranichny | 44.393 | 131.162 | city:2017851 | Pogranichnyy
CN | RU | 绥芬河; 綏芬河; Suifenhe | 44.389 | 131.158 | city:2034657 | Suifenhe
RU | CN | Благовещенск; Blagoveshchensk | 50.245 | 127.515 | city:2026609 | Blagoveshchensk
CN | RU | 黑河; Heihe | 50.243 | 127.506 | city:2036973 | Heihe
CN | KP | 丹东; 丹東; Dandong | 40.120 | 124.380 | city:2037886 | Dandong
KP | CN | 신의주; 新義州; Sinŭiju; Sinuiju | 40.100 | 124.395 | city:2040893 | Sinŭiju
HK | CN | 羅湖; 罗湖; Lo Wu | 22.529 | 114.113 | city:1818845 | Sheung Shui
CN | HK | 罗湖; 羅湖; Luohu; Lo Wu | 22.533 | 114.115 | city:1795565 | Shenzhen
HK | CN | 落馬洲; 落马洲; Lok Ma Chau | 22.514 | 114.074 | city:1818845 | Sheung Shui
CN | HK | 皇岗; 皇崗; Huanggang | 22.522 | 114.073 | city:1795565 | Shenzhen
HK | CN | 落馬洲支線; Lok Ma Chau Spur Line | 22.527 | 114.082 | city:1818845 | Sheung Shui
CN | HK | 福田; Futian | 22.528 | 114.077 | city:1795565 | Shenzhen
CN | HK | 深圳湾; 深圳灣; Shenzhen Bay | 22.503 | 113.945 | city:1795565 | Shenzhen
CN | MO | 拱北; Gongbei | 22.221 | 113.547 | city:1790437 | Zhuhai
MO | CN | 關閘; 关闸; Portas do Cerco; Border Gate | 22.214 | 113.550 | city:1821274 | Macao
CN | MO | 横琴; 橫琴; Hengqin | 22.140 | 113.550 | city:1790437 | Zhuhai
MO | CN | 路氹; Cotai | 22.140 | 113.560 | city:1821274 | Macao
CN | VN | 河口; Hekou | 22.510 | 103.962 | city:1808588 | Hekou
VN | CN | Lào Cai | 22.500 | 103.967 | city:1576303 | Lào Cai
CN | VN | 友谊关; 友誼關; Youyiguan; Friendship Pass | 21.989 | 106.704 | city:1798655 | Pingxiang
VN | CN | Hữu Nghị; Huu Nghi | 21.975 | 106.710 | city:1576633 | Lạng Sơn
CN | VN | 东兴; 東興; Dongxing | 21.525 | 107.956 | city:1812138 | Dongxing
VN | CN | Móng Cái; Mong Cai | 21.519 | 107.955 | city:1574507 | Móng Cái
LA | CN | ບໍ່ເຕັນ; Boten | 21.170 | 101.673 | city:1664870 | Ban Botèn
CN | MM | 瑞丽; 瑞麗; Ruili | 24.000 | 97.860 | city:1280570 | Mengmao
MM | CN | မူဆယ်; Muse | 23.985 | 97.870 | city:1308318 | Mu-se
CN | NP | 樟木; Zhangmu; Dram | 27.978 | 85.960 | city:1279491 | Zham
NP | CN | कोदारी; Kodari | 27.973 | 85.956 | city:1283189 | Kodāri̇̄
TH | LA | หนองคาย; Nong Khai | 17.870 | 102.722 | city:1608232 | Nong Khai
LA | TH | ທ່ານາແລ້ງ; Thanaleng; Friendship Bridge | 17.888 | 102.712 | city:1651944 | Vientiane
TH | LA | มุกดาหาร; Mukdahan | 16.599 | 104.748 | city:1608597 | Mukdahan
LA | TH | ສະຫວັນນະເຂດ; Savannakhet | 16.602 | 104.755 | city:1653316 | Savannakhet
TH | LA | นครพนม; Nakhon Phanom | 17.490 | 104.725 | city:1608531 | Nakhon Phanom
LA | TH | ທ່າແຂກ; Thakhek; Tha Khaek | 17.495 | 104.745 | city:1655199 | Thakhèk
TH | LA | เชียงของ; Chiang Khong | 20.215 | 100.435 | city:1611197 | Chiang Khong
LA | TH | ຫ້ວຍຊາຍ; Houayxay; Huay Xai | 20.225 | 100.442 | city:1663526 | Ban Houayxay
TH | LA | ช่องเม็ก; Chong Mek | 15.091 | 105.470 | city:7511029 | Sirindhorn
LA | TH | ວັງເຕົ່າ; Vang Tao; Vangtao | 15.093 | 105.476 | city:1654379 | Pakse
TH | KH | อรัญประเทศ; Aranyaprathet; คลองลึก; Khlong Luek | 13.665 | 102.542 | city:1621020 | Aranyaprathet
KH | TH | ប៉ោយប៉ែត; Poipet | 13.660 | 102.560 | city:1830194 | Paoy Paet
TH | KH | หาดเล็ก; Hat Lek | 11.645 | 102.910 | city:1619138 | Ban Hat Lek
KH | TH | ចាំយាម; Cham Yeam | 11.640 | 102.915 | city:1830468 | Koh Kong
TH | KH | ช่องจอม; Chong Chom | 14.429 | 103.672 | city:1618616 | Kap Choeng
KH | TH | អូរស្មាច់; O'Smach; O Smach | 14.421 | 103.672 | city:11591267 | Ou Smach
TH | MY | สะเดา; Sadao; ด่านนอก; Dan Nok | 6.516 | 100.417 | city:1606939 | Sadao
MY | TH | Bukit Kayu Hitam | 6.505 | 100.420 | city:1736283 | Bukit Kayu Hitam
TH | MY | ปาดังเบซาร์; Padang Besar | 6.655 | 100.296 | city:1606939 | Sadao
MY | TH | Padang Besar | 6.653 | 100.289 | city:1736108 | Kampung Titi Tinggi
TH | MY | สุไหงโก-ลก; Sungai Kolok; Su-ngai Kolok | 6.030 | 101.975 | city:1606050 | Su-ngai Kolok
MY | TH | Rantau Panjang | 6.020 | 101.980 | city:1736370 | Rantau Panjang
TH | MM | แม่สาย; Mae Sai | 20.435 | 99.880 | city:1152194 | Mae Sai
MM | TH | တာချီလိတ်; Tachileik | 20.450 | 99.882 | city:1295301 | Tachilek
TH | MM | แม่สอด; Mae Sot | 16.689 | 98.494 | city:1152188 | Mae Sot
MM | TH | မြဝတီ; Myawaddy | 16.690 | 98.488 | city:1308052 | Myawaddy
VN | LA | Lao Bảo; Lao Bao | 16.615 | 106.590 | city:1576304 | Lao Bảo
LA | VN | ແດນສະຫວັນ; Dansavanh; Densavan | 16.610 | 106.578 | city:13546106 | Ban Dansavan
LA | VN | ນ້ຳພາວ; Nam Phao | 18.383 | 105.139 | city:1662662 | Ban Lak Xao
VN | KH | Mộc Bài; Moc Bai | 11.059 | 106.160 | city:1564046 | Trảng Bàng
KH | VN | បាវិត; Bavet | 11.059 | 106.153 | city:1829516 | Bavet
VN | KH | Xà Xía; Xa Xia; Hà Tiên | 10.418 | 104.458 | city:1581052 | Hà Tiên
KH | VN | ព្រែកចាក; Prek Chak | 10.425 | 104.450 | city:1830467 | Kep
VN | KH | Vĩnh Xương; Vinh Xuong | 10.898 | 105.168 | city:1567032 | Tân Châu
KH | VN | ក្អមសំណរ; Kaam Samnor; K'am Samnor | 10.905 | 105.160 | city:1827641 | Khpob Ateav
MY | SG | Bangunan Sultan Iskandar; Johor Bahru; Sultan Iskandar | 1.463 | 103.765 | city:1732752 | Johor Bahru
SG | MY | Woodlands | 1.441 | 103.770 | city:1882316 | Woodlands
MY | SG | Sultan Abu Bakar; Tanjung Kupang; Second Link | 1.360 | 103.625 | city:1732755 | Gelang Patah
SG | MY | Tuas | 1.348 | 103.636 | city:1880252 | Singapore
MY | BN | Sungai Tujuh | 4.568 | 114.076 | city:1738050 | Miri
BN | MY | Sungai Tujoh | 4.571 | 114.080 | city:1820491 | Kuala Belait
MY | ID | Tebedu | 0.995 | 110.360 | city:1734537 | Tebedu
ID | TL | Mota'ain; Motaain | -8.959 | 124.918 | city:1651103 | Atambua
IN | PK | अटारी; ਅਟਾਰੀ; Attari | 31.604 | 74.577 | city:1278710 | Amritsar
PK | IN | واہگہ; Wagah | 31.602 | 74.558 | city:1172451 | Lahore
IN | BD | পেট্রাপোল; पेट्रापोल; Petrapole | 23.045 | 88.845 | city:1277324 | Bangaon
BD | IN | বেনাপোল; Benapole | 23.047 | 88.852 | city:1336140 | Jessore
IN | BD | Agartala; আগরতলা; अगरतला | 23.845 | 91.232 | city:1279290 | Agartala
BD | IN | আখাউড়া; Akhaura | 23.848 | 91.226 | city:1336142 | Brāhmanbāria
IN | BD | চ্যাংরাবান্ধা; Changrabandha | 26.386 | 89.030 | city:1263395 | Mātābhānga
IN | BD | ফুলবাড়ি; Fulbari | 26.619 | 88.398 | city:1256525 | Siliguri
IN | BD | Gede | 23.449 | 88.760 | city:1265859 | Krishnanagar
BD | IN | দর্শনা; Darshana | 23.444 | 88.763 | city:1188852 | Samonta Bazar
IN | NP | रक्सौल; Raxaul | 26.982 | 84.850 | city:1258294 | Raxaul
NP | IN | वीरगञ्ज; Birgunj; Birganj | 26.995 | 84.860 | city:1283581 | Birgañj
IN | NP | सोनौली; Sunauli; Sonauli | 27.469 | 83.468 | city:1261672 | Nautanwa
NP | IN | बेलहिया; Belahiya; भैरहवा; Bhairahawa | 27.475 | 83.462 | city:1283621 | Siddharthanagar
IN | NP | पानीटंकी; Panitanki | 26.651 | 88.145 | city:1262092 | Naksalbāri
NP | IN | काँकडभिट्टा; Kakarbhitta; Kakarvitta | 26.648 | 88.139 | city:1283628 | Bhadrapur
IN | NP | जोगबनी; Jogbani | 26.388 | 87.230 | city:1268855 | Jogbani
NP | IN | Rani; विराटनगर; Biratnagar | 26.393 | 87.234 | city:1283582 | Biratnagar
IN | NP | बनबसा; Banbasa | 28.995 | 80.095 | city:7117985 | Banbasa
NP | IN | गड्डाचौकी; Gaddachauki; महेन्द्रनगर; Mahendranagar | 28.995 | 80.110 | city:1283095 | Bhimdatta
IN | NP | रुपईडीहा; Rupaidiha | 28.008 | 81.582 | city:1261901 | Nānpāra
NP | IN | जमुनाहा; Jamunaha; नेपालगञ्ज; Nepalgunj | 28.009 | 81.588 | city:6941099 | Nepalgunj
IN | BT | জয়গাঁ; जयगाँव; Jaigaon | 26.831 | 89.378 | city:7284820 | Jaigaon
BT | IN | ཕུན་ཚོགས་གླིང་; Phuentsholing; Phuntsholing | 26.838 | 89.379 | city:1252484 | Phuntsholing
IN | BT | Darranga; दरंगा | 26.790 | 91.500 | city:9782274 | Mushalpur
BT | IN | བསམ་གྲུབ་ལྗོངས་མཁར་; Samdrup Jongkhar | 26.808 | 91.508 | city:1337388 | Samdrup Jongkhar
IN | MM | Moreh | 24.251 | 94.275 | city:11072202 | Moreh
MM | IN | တမူး; Tamu | 24.245 | 94.277 | city:1294761 | Tamu
PK | AF | طورخم; Torkham | 34.120 | 71.090 | city:1172208 | Landi Kotal
AF | PK | تورخم; Torkham | 34.133 | 71.079 | city:1146822 | Muhmand Dara
PK | AF | چمن; Chaman | 30.949 | 66.429 | city:1181611 | Chaman
AF | PK | سپین بولدک; Spin Boldak | 30.953 | 66.423 | city:1123906 | Spīn Bōldak
PK | IR | تفتان; Taftan | 28.969 | 61.534 | city:9969716 | Taftan
IR | PK | میرجاوه; Mirjaveh | 28.972 | 61.528 | city:1160258 | Mīrjāveh
IR | IQ | مهران; Mehran | 33.095 | 46.090 | city:124291 | Mehrān
IQ | IR | زرباطية; Zurbatiyah; Zurbatiya | 33.080 | 46.073 | city:98198 | Badrah
IR | IQ | شلمچه; Shalamcheh | 30.500 | 48.016 | city:127319 | Khorramshahr
IQ | IR | الشلامجة; Shalamcheh; Shalamja | 30.503 | 48.009 | city:99532 | Basrah
KW | IQ | العبدلي; Abdali; Al Abdali | 30.085 | 47.705 | city:11579278 | Mazāri‘ al ‘Abdalī
IQ | KW | صفوان; Safwan | 30.100 | 47.715 | city:91772 | Şafwān
SA | BH | جسر الملك فهد; King Fahd Causeway | 26.185 | 50.320 | city:109323 | Khobar
BH | SA | جسر الملك فهد; King Fahd Causeway | 26.190 | 50.330 | city:290340 | Manama
QA | SA | أبو سمرة; Abu Samra | 24.740 | 50.817 | city:398806 | Abū Samrah
SA | KW | الخفجي; Al Khafji; Khafji | 28.537 | 48.412 | city:109380 | Al Khafjī
AE | OM | حتا; Hatta | 24.805 | 56.155 | city:292862 | Ḩattā
JO | PS | جسر الملك حسين; King Hussein Bridge; Allenby Bridge | 31.873 | 35.555 | city:246816 | Ash Shūnah al Janūbīyah
PS | JO | גשר אלנבי; Allenby Bridge; معبر الكرامة; Al-Karameh; King Hussein Bridge | 31.874 | 35.538 | city:284899 | Jericho
JO | IL | جسر الشيخ حسين; Sheikh Hussein Bridge; Jordan River Crossing | 32.496 | 35.582 | city:248946 | Irbid
IL | JO | מעבר נהר הירדן; Jordan River Crossing; Sheikh Hussein Bridge; Jordan River Border Terminal | 32.497 | 35.568 | city:295435 | Bet She’an
JO | IL | وادي عربة; Wadi Araba; Wadi Arabah; Aqaba | 29.576 | 34.962 | city:250774 | Aqaba
IL | JO | מעבר יצחק רבין; Yitzhak Rabin; Yitzhak Rabin Crossing; Arava Crossing | 29.574 | 34.957 | city:295277 | Eilat
EG | IL | طابا; Taba | 29.484 | 34.888 | city:347702 | Taba
IL | EG | מעבר מנחם בגין; Menachem Begin; Taba Crossing; Taba | 29.492 | 34.903 | city:295277 | Eilat
JO | SY | جابر; Jaber; Jaber Border Crossing | 32.518 | 36.190 | city:250336 | Ar Ramthā
SY | JO | نصيب; Nasib; Nassib | 32.524 | 36.190 | city:170905 | Dar‘ā
LB | SY | المصنع; Masnaa; Al-Masnaa | 33.706 | 35.947 | city:266045 | Zahlé
EG | LY | السلوم; Salloum; Sallum; El Salloum | 31.586 | 25.071 | city:359867 | As Sallūm
LY | EG | امساعد; Musaid; Emsaed; Amsaad | 31.585 | 25.064 | city:12687307 | Umm Sā'ad
MA | ES | باب سبتة; Bab Sebta; Fnideq | 35.860 | -5.358 | city:2548818 | Fnidek
ES | MA | Tarajal; El Tarajal; Ceuta | 35.872 | -5.345 | city:6362987 | Ceuta
MA | ES | بني أنصار; Beni Ansar; Beni Enzar; Bni Ansar | 35.272 | -2.928 | city:2555882 | Beni Enzar
ES | MA | Beni Enzar; Melilla | 35.282 | -2.940 | city:2513947 | Melilla
KE | ET | Moyale | 3.520 | 39.055 | city:186180 | Moyale
TZ | KE | Namanga | -2.566 | 36.784 | city:151988 | Namanga
KE | TZ | Taveta | -3.360 | 37.671 | city:179525 | Taveta
KE | TZ | Isebania | -1.268 | 34.468 | city:196251 | Isebania
TZ | KE | Sirari | -1.275 | 34.472 | city:149854 | Sirari
KE | TZ | Lunga Lunga | -4.609 | 39.101 | city:188610 | Lunga-Lunga
KE | UG | Busia | 0.460 | 34.103 | city:199989 | Busia
UG | KE | Busia | 0.460 | 34.090 | city:234077 | Busia
KE | UG | Malaba | 0.652 | 34.255 | city:188025 | Malaba
UG | KE | Malaba | 0.654 | 34.249 | city:8629414 | Malaba
UG | RW | Katuna | -1.425 | 30.010 | city:233070 | Kabale
RW | UG | Gatuna | -1.437 | 30.020 | city:203104 | Byumba
UG | RW | Cyanika; Kyanika | -1.335 | 29.745 | city:230993 | Kisoro
RW | UG | Cyanika | -1.354 | 29.744 | city:201521 | Musanze
RW | CD | Rubavu; Gisenyi; Petite Barrière | -1.6855 | 29.2425 | city:202905 | Gisenyi
CD | RW | Goma; Petite Barrière | -1.6840 | 29.2395 | city:216281 | Goma
RW | CD | Rusizi; Cyangugu | -2.489 | 28.882 | city:202326 | Cyangugu
CD | RW | Bukavu; Ruzizi | -2.487 | 28.876 | city:217831 | Bukavu
TZ | RW | Rusumo | -2.385 | 30.790 | city:151711 | Ngara
TZ | UG | Mutukula | -1.004 | 31.417 | city:151363 | Nsunga
UG | CD | Mpondwe | 0.040 | 29.720 | city:229006 | Mpondwe
UG | CD | Bunagana | -1.296 | 29.584 | city:230993 | Kisoro
CD | UG | Bunagana | -1.295 | 29.577 | city:206047 | Rutshuru
TZ | ZM | Tunduma | -9.320 | 32.749 | city:149402 | Tunduma
ZM | TZ | Nakonde | -9.326 | 32.745 | city:175555 | Nakonde
TZ | MW | Kasumulu | -9.653 | 33.843 | city:156111 | Kyela
ZM | ZW | Victoria Falls; Livingstone | -17.925 | 25.862 | city:910111 | Livingstone
ZW | ZM | Victoria Falls | -17.924 | 25.855 | city:879431 | Victoria Falls
ZM | ZW | Chirundu | -16.040 | 28.864 | city:918488 | Chirundu
ZW | ZM | Chirundu | -16.045 | 28.867 | city:893397 | Chirundu
ZM | BW | Kazungula | -17.780 | 25.270 | city:911300 | Kazungula
BW | ZM | Kazungula | -17.794 | 25.256 | city:933677 | Kasane
ZM | NA | Sesheke; Katima Mulilo | -17.475 | 24.300 | city:898905 | Sesheke
NA | ZM | Wenela; Katima Mulilo | -17.483 | 24.299 | city:877178 | Katima Mulilo
ZM | MW | Mwami | -13.711 | 32.813 | city:918702 | Chipata
MW | ZM | Mchinji | -13.711 | 32.817 | city:926747 | Mchinji
ZW | ZA | Beitbridge | -22.215 | 29.998 | city:895269 | Beitbridge
ZA | ZW | Beitbridge | -22.225 | 29.990 | city:8030223 | Musina
ZW | BW | Plumtree | -20.526 | 27.709 | city:882859 | Plumtree
ZW | MZ | Forbes; Mutare | -19.027 | 32.726 | city:884979 | Mutare
MZ | ZW | Machipanda | -19.022 | 32.730 | city:1095961 | Machipanda
BW | ZA | Tlokweng | -24.680 | 26.098 | city:933773 | Gaborone
ZA | BW | Ramatlabama | -25.640 | 25.570 | city:980595 | Mafikeng
BW | ZA | Ramatlabama | -25.630 | 25.571 | city:933719 | Janeng
BW | ZA | Pioneer Gate | -25.364 | 25.682 | city:933521 | Lobatse
NA | ZA | Noordoewer | -28.755 | 17.620 | city:3355099 | Noordoewer
NA | ZA | Ariamsvlei | -28.095 | 19.980 | city:3358633 | Ariamsvlei
ZA | LS | Maseru Bridge | -29.298 | 27.450 | city:985015 | Ladybrand
LS | ZA | Maseru Bridge; Maseru | -29.302 | 27.455 | city:932505 | Maseru
ZA | LS | Ficksburg Bridge; Ficksburg | -28.879 | 27.898 | city:1004303 | Ficksburg
LS | ZA | Maputsoe | -28.884 | 27.900 | city:932521 | Maputsoe
ZA | SZ | Oshoek | -26.204 | 30.973 | city:12718837 | Redhill
SZ | ZA | Ngwenya | -26.201 | 30.979 | city:7932093 | Ngwenya
ZA | SZ | Golela | -27.330 | 31.900 | city:964574 | Pongola
SZ | ZA | Lavumisa | -27.314 | 31.893 | city:935051 | Lavumisa
ZA | MZ | Lebombo; Komatipoort | -25.437 | 31.969 | city:988290 | Komatipoort
MZ | ZA | Ressano Garcia | -25.442 | 31.974 | city:1028079 | Ressano Garcia
ZA | MZ | Kosi Bay | -26.850 | 32.864 | city:979405 | Manguzi
MZ | ZA | Ponta do Ouro | -26.846 | 32.869 | city:6942241 | Ponta d'Ouro
BW | NA | Mamuno | -22.286 | 19.982 | city:11204768 | Charles Hill
NA | AO | Oshikango | -17.400 | 15.890 | city:3353996 | Oshikango
AO | NA | Santa Clara | -17.388 | 15.883 | city:3347029 | Namacunde
SN | GM | Karang | 13.592 | -16.561 | city:2250773 | Karang Poste
GM | SN | Amdallai; Amdalai | 13.585 | -16.564 | city:2413827 | Barra
GM | SN | Farafenni | 13.570 | -15.600 | city:2413515 | Farafenni
SN | MR | Rosso | 16.505 | -15.805 | city:2246522 | Rosso
MR | SN | روصو; Rosso | 16.515 | -15.810 | city:2376898 | Rosso
SN | ML | Kidira | 14.456 | -12.226 | city:2249892 | Kidira
GH | TG | Aflao | 6.114 | 1.186 | city:2305677 | Aflao
TG | GH | Kodjoviakopé; Lomé | 6.118 | 1.200 | city:2365267 | Lomé
BJ | NG | Kraké; Krake | 6.365 | 2.695 | city:2391833 | Semi
NG | BJ | Seme | 6.370 | 2.710 | city:2348395 | Badagry
GH | CI | Elubo | 5.278 | -2.789 | city:2301184 | Elubo
GH | BF | Paga | 10.985 | -1.115 | city:2297505 | Navrongo
BF | GH | Dakola | 10.995 | -1.110 | city:2356454 | Pô
ET | SD | መተማ; Metema | 12.965 | 36.155 | city:330789 | Metemma
US | MX | San Ysidro | 32.544 | -117.029 | city:5391811 | San Diego
MX | US | Puerta México; El Chaparral; Tijuana | 32.538 | -117.035 | city:3981609 | Tijuana
US | MX | Otay Mesa | 32.552 | -116.938 | city:5391811 | San Diego
MX | US | Mesa de Otay; Otay | 32.545 | -116.942 | city:3981609 | Tijuana
US | MX | Tecate | 32.578 | -116.627 | city:5384602 | Potrero
MX | US | Tecate | 32.568 | -116.630 | city:3982266 | Tecate
US | MX | Calexico | 32.666 | -115.498 | city:5332698 | Calexico
MX | US | Mexicali | 32.655 | -115.489 | city:3996069 | Mexicali
US | MX | San Luis | 32.489 | -114.784 | city:5312913 | San Luis
MX | US | San Luis Río Colorado | 32.484 | -114.780 | city:3985604 | San Luis Río Colorado
MX | US | Sonoyta | 31.878 | -112.815 | city:3982837 | Sonoyta
US | MX | Nogales; DeConcini | 31.334 | -110.942 | city:5306611 | Nogales
MX | US | Nogales | 31.326 | -110.946 | city:4004886 | Nogales
US | MX | Douglas | 31.335 | -109.560 | city:5293083 | Douglas
MX | US | Agua Prieta | 31.326 | -109.555 | city:4019260 | Agua Prieta
US | MX | Columbus | 31.785 | -107.634 | city:5462683 | Columbus
MX | US | Palomas; Puerto Palomas | 31.775 | -107.629 | city:3991350 | Puerto Palomas de Villa
US | MX | El Paso; Paso del Norte | 31.760 | -106.483 | city:5520993 | El Paso
MX | US | Ciudad Juárez; Paso del Norte | 31.749 | -106.487 | city:4013708 | Ciudad Juárez
US | MX | Bridge of the Americas; El Paso | 31.765 | -106.452 | city:5520993 | El Paso
MX | US | Puente Córdova de las Américas; Ciudad Juárez | 31.757 | -106.446 | city:4013708 | Ciudad Juárez
US | MX | Presidio | 29.562 | -104.372 | city:5528669 | Presidio
MX | US | Ojinaga | 29.560 | -104.400 | city:3994469 | Ojinaga
US | MX | Del Rio | 29.342 | -100.926 | city:5520076 | Del Rio
MX | US | Ciudad Acuña | 29.325 | -100.930 | city:4013728 | Ciudad Acuña
US | MX | Eagle Pass | 28.713 | -100.494 | city:5520677 | Eagle Pass
MX | US | Piedras Negras | 28.705 | -100.512 | city:3992619 | Piedras Negras
US | MX | Laredo | 27.500 | -99.505 | city:4705349 | Laredo
MX | US | Nuevo Laredo | 27.497 | -99.507 | city:3522551 | Nuevo Laredo
US | MX | Hidalgo | 26.101 | -98.272 | city:4697442 | Hidalgo
MX | US | Reynosa | 26.088 | -98.273 | city:3520339 | Reynosa
US | MX | Brownsville | 25.903 | -97.498 | city:4676740 | Brownsville
MX | US | Matamoros | 25.893 | -97.500 | city:3523466 | Heroica Matamoros
US | CA | Blaine; Peace Arch | 48.992 | -122.754 | city:5787475 | Blaine
CA | US | Douglas; Peace Arch | 49.004 | -122.757 | city:5942105 | Douglas
US | CA | Sumas | 48.992 | -122.260 | city:5812494 | Sumas
CA | US | Huntingdon; Abbotsford-Huntingdon | 49.003 | -122.265 | city:7669011 | Huntingdon
CA | US | North Portal | 49.001 | -102.552 | city:5949568 | Estevan
US | CA | Pembina | 48.992 | -97.243 | city:5060887 | Pembina
US | CA | International Falls | 48.607 | -93.400 | city:5031404 | International Falls
CA | US | Fort Frances | 48.613 | -93.397 | city:5955826 | Fort Frances
US | CA | Sault Ste. Marie | 46.505 | -84.360 | city:5009004 | Sault Ste. Marie
CA | US | Sault Ste. Marie | 46.518 | -84.340 | city:6141439 | Sault Ste. Marie
US | CA | Detroit; Ambassador Bridge | 42.313 | -83.074 | city:4990729 | Detroit
CA | US | Windsor; Ambassador Bridge | 42.300 | -83.067 | city:6182962 | Windsor
US | CA | Port Huron; Blue Water Bridge | 42.998 | -82.425 | city:5006233 | Port Huron
CA | US | Sarnia; Blue Water Bridge | 43.001 | -82.411 | city:6141190 | Sarnia
US | CA | Buffalo; Peace Bridge | 42.907 | -78.905 | city:5110629 | Buffalo
CA | US | Fort Erie; Peace Bridge | 42.904 | -78.916 | city:5955815 | Fort Erie
US | CA | Lewiston | 43.153 | -79.044 | city:5124307 | Lewiston
CA | US | Queenston | 43.155 | -79.052 | city:6087905 | Niagara-on-the-Lake
US | CA | Niagara Falls; Rainbow Bridge | 43.097 | -79.060 | city:5128723 | Niagara Falls
CA | US | Niagara Falls; Rainbow Bridge | 43.090 | -79.070 | city:6087892 | Niagara Falls
US | CA | Alexandria Bay; Thousand Islands Bridge | 44.365 | -76.000 | city:5106950 | Alexandria Bay
CA | US | Lansdowne; Thousand Islands | 44.367 | -76.007 | city:5959326 | Gananoque
US | CA | Ogdensburg | 44.730 | -75.460 | city:5129626 | Ogdensburg
CA | US | Prescott; Johnstown | 44.735 | -75.470 | city:6113027 | Prescott
US | CA | Champlain | 45.004 | -73.445 | city:5112215 | Champlain
CA | US | Lacolle; Saint-Bernard-de-Lacolle | 45.010 | -73.450 | city:6035592 | Lacolle
US | CA | Highgate Springs | 45.005 | -73.076 | city:5241770 | Swanton
CA | US | Saint-Armand; Philipsburg | 45.018 | -73.085 | city:6173690 | Venise-en-Québec
US | CA | Derby Line | 45.004 | -72.095 | city:5235444 | Derby Line
CA | US | Stanstead | 45.012 | -72.102 | city:6155298 | Stanstead
US | CA | Calais | 45.183 | -67.278 | city:4959834 | Calais
CA | US | St. Stephen | 45.190 | -67.285 | city:6158349 | St. Stephen
US | CA | Houlton | 46.137 | -67.788 | city:4967563 | Houlton
CA | US | Woodstock; Belleville | 46.145 | -67.788 | city:6184364 | Woodstock
MX | GT | Ciudad Hidalgo | 14.679 | -92.162 | city:3530595 | Ciudad Hidalgo
GT | MX | Tecún Umán | 14.675 | -92.145 | city:3598129 | Ciudad Tecún Umán
MX | GT | Ciudad Cuauhtémoc | 15.665 | -91.990 | city:3530600 | Ciudad Cuauhtémoc
GT | MX | La Mesilla | 15.640 | -91.980 | city:3594754 | La Democracia
MX | BZ | Subteniente López | 18.490 | -88.390 | city:3516500 | Subteniente López
BZ | MX | Santa Elena; Corozal | 18.480 | -88.378 | city:3582305 | Corozal
GT | BZ | Melchor de Mencos | 17.065 | -89.155 | city:3598131 | Melchor de Mencos
BZ | GT | Benque Viejo; Benque Viejo del Carmen | 17.070 | -89.145 | city:3582662 | Benque Viejo el Carmen
GT | SV | Pedro de Alvarado | 13.860 | -90.110 | city:3592322 | Moyuta
SV | GT | La Hachadura | 13.860 | -90.090 | city:3583716 | San Francisco Menéndez
GT | HN | Agua Caliente | 14.584 | -89.220 | city:3595783 | Esquipulas
HN | GT | Agua Caliente | 14.579 | -89.217 | city:3604384 | Nueva Ocotepeque
GT | HN | El Florido | 14.903 | -89.197 | city:3593500 | La Unión
HN | GT | El Florido; Copán | 14.898 | -89.196 | city:3613230 | Copán Ruinas
SV | HN | El Amatillo | 13.602 | -87.767 | city:3584140 | Pasaquina
HN | SV | El Amatillo | 13.600 | -87.750 | city:3609608 | Goascorán
SV | HN | El Poy | 14.350 | -89.200 | city:3583714 | San Francisco Morazán
HN | SV | El Poy | 14.362 | -89.190 | city:3604384 | Nueva Ocotepeque
HN | NI | Guasaule | 12.988 | -87.055 | city:3610060 | El Triunfo
NI | HN | Guasaule | 12.984 | -87.058 | city:3616234 | Somotillo
HN | NI | Las Manos | 13.781 | -86.313 | city:3610965 | El Paraíso
NI | HN | Las Manos | 13.785 | -86.300 | city:3617448 | Ocotal
NI | CR | Peñas Blancas | 11.220 | -85.615 | city:3620479 | Cárdenas
CR | NI | Peñas Blancas | 11.207 | -85.604 | city:3623258 | La Cruz
CR | PA | Paso Canoas | 8.535 | -82.840 | city:3624436 | Canoas
PA | CR | Paso Canoas | 8.530 | -82.835 | city:10347255 | Paso Canoas Arriba
CR | PA | Sixaola | 9.525 | -82.620 | city:3621430 | Sixaola
PA | CR | Guabito | 9.500 | -82.610 | city:3708989 | Guabito
CO | VE | Puente Simón Bolívar; Villa del Rosario | 7.815 | -72.460 | city:3665913 | Villa del Rosario
VE | CO | San Antonio del Táchira; Puente Simón Bolívar | 7.812 | -72.447 | city:3628549 | San Antonio del Táchira
CO | VE | Paraguachón | 11.364 | -72.151 | city:3675657 | Maicao
CO | EC | Rumichaca; Ipiales | 0.815 | -77.665 | city:3680539 | Ipiales
EC | CO | Rumichaca; Tulcán | 0.809 | -77.673 | city:3650472 | Tulcán
EC | PE | Huaquillas | -3.495 | -80.247 | city:3655720 | Huaquillas
PE | EC | Aguas Verdes | -3.497 | -80.253 | city:3699832 | Aguas Verdes
EC | PE | Macará | -4.385 | -79.960 | city:3654545 | Macará
PE | EC | La Tina | -4.391 | -79.967 | city:3691647 | Suyo
PE | BO | Desaguadero | -16.565 | -69.040 | city:3941492 | Desaguadero
BO | PE | Desaguadero | -16.568 | -69.035 | city:3918477 | Desaguadero
PE | BO | Kasani; Yunguyo | -16.235 | -69.097 | city:3925476 | Yunguyo
BO | PE | Kasani | -16.231 | -69.101 | city:3919189 | Copacabana
PE | CL | Santa Rosa | -18.320 | -70.310 | city:3928128 | Tacna
CL | PE | Chacalluta | -18.325 | -70.315 | city:3899361 | Arica
AR | BR | Puerto Iguazú; Tancredo Neves | -25.590 | -54.585 | city:3429777 | Puerto Iguazú
BR | AR | Foz do Iguaçu; Ponte Tancredo Neves | -25.572 | -54.580 | city:3463030 | Foz do Iguaçu
AR | BR | Paso de los Libres | -29.730 | -57.095 | city:3430104 | Paso de los Libres
BR | AR | Uruguaiana | -29.742 | -57.082 | city:3445679 | Uruguaiana
BR | PY | Ponte da Amizade; Foz do Iguaçu | -25.511 | -54.596 | city:3463030 | Foz do Iguaçu
PY | BR | Puente de la Amistad; Ciudad del Este | -25.508 | -54.605 | city:3439101 | Ciudad del Este
BR | UY | Chuí | -33.687 | -53.457 | city:3466187 | Chuí
UY | BR | Chuy | -33.695 | -53.455 | city:3443061 | Chui
UY | AR | Fray Bentos; Puente General San Martín | -33.110 | -58.185 | city:3442568 | Fray Bentos
AR | UY | Colón | -32.316 | -58.110 | city:3435352 | Colón
UY | AR | Paysandú | -32.321 | -58.109 | city:3441243 | Paysandú
AR | PY | Posadas | -27.370 | -55.880 | city:3429886 | Posadas
PY | AR | Encarnación | -27.355 | -55.870 | city:3438735 | Encarnación
AR | PY | Clorinda | -25.281 | -57.693 | city:3435364 | Clorinda
PY | AR | Puerto Falcón; Falcón | -25.280 | -57.687 | city:3439389 | Asunción
AR | BO | La Quiaca | -22.100 | -65.595 | city:3849140 | La Quiaca
BO | AR | Villazón | -22.085 | -65.595 | city:3901501 | Villazón
AR | BO | Salvador Mazza; Pocitos | -22.013 | -63.688 | city:3840259 | Profesor Salvador Mazza
BO | AR | Yacuiba; San José de Pocitos | -21.995 | -63.690 | city:3901178 | Yacuiba
BO | BR | Puerto Quijarro; Arroyo Concepción | -18.993 | -57.726 | city:3444199 | Puerto Suárez
BR | BO | Corumbá | -18.988 | -57.723 | city:3465342 | Corumbá
BR | VE | Pacaraima | 4.480 | -61.150 | city:12959592 | Pacaraima
VE | BR | Santa Elena de Uairén | 4.495 | -61.145 | city:3627382 | Santa Elena de Uairén
BR | GY | Bonfim | 3.364 | -59.825 | city:6316619 | Bonfim
GY | BR | Lethem | 3.368 | -59.821 | city:3377425 | Lethem
CL | AR | Los Libertadores; Complejo Los Libertadores | -32.838 | -70.128 | city:3882434 | Los Andes
CL | BO | Chungará | -18.246 | -69.163 | city:3874552 | Putre
CL | BO | Colchane | -19.276 | -68.640 | city:3894309 | Colchane
CL | AR | Dorotea; Paso Dorotea | -51.596 | -72.380 | city:3874958 | Puerto Natales
AR | CL | Mina Uno; Paso Mina Uno; Río Turbio | -51.560 | -72.350 | city:8521759 | Río Turbio
PE | BR | Iñapari; Inapari | -10.950 | -69.585 | city:3938385 | Iñapari
BR | PE | Assis Brasil | -10.942 | -69.570 | city:3925280 | Assis Brasil
BO | BR | Guayaramerín; Guayaramerin | -10.823 | -65.358 | city:3915350 | Guayaramerín
BR | BO | Guajará-Mirim; Guajara-Mirim | -10.790 | -65.340 | city:3925075 | Guajará Mirim
BO | BR | Cobija | -11.030 | -68.765 | city:3919998 | Cobija
BR | BO | Brasiléia; Brasileia; Epitaciolândia | -11.013 | -68.745 | city:3925227 | Brasiléia
BO | AR | Bermejo | -22.735 | -64.340 | city:3923154 | Bermejo
AR | BO | Aguas Blancas | -22.727 | -64.360 | city:3866561 | Aguas Blancas
CO | BR | Leticia | -4.212 | -69.940 | city:3676623 | Leticia
BR | CO | Tabatinga | -4.228 | -69.942 | city:3662075 | Tabatinga
CO | VE | Puente Francisco de Paula Santander; Puente Santander | 7.893 | -72.462 | city:3685533 | Cúcuta
VE | CO | Ureña; Urena | 7.898 | -72.450 | city:3625655 | Ureña
CO | VE | Arauca; Puente José Antonio Páez | 7.085 | -70.735 | city:3689718 | Arauca
VE | CO | El Amparo | 7.100 | -70.760 | city:3804949 | Guasdualito
PY | BR | Pedro Juan Caballero | -22.548 | -55.733 | city:3437547 | Pedro Juan Caballero
BR | PY | Ponta Porã; Ponta Pora | -22.537 | -55.725 | city:3453150 | Ponta Porã
PY | BR | Salto del Guairá; Salto del Guaira | -24.060 | -54.300 | city:3437148 | Salto del Guairá
UY | BR | Rivera | -30.905 | -55.545 | city:3440781 | Rivera
BR | UY | Santana do Livramento; Sant'Ana do Livramento | -30.890 | -55.530 | city:3449936 | Sant'Ana do Livramento
UY | BR | Río Branco; Rio Branco | -32.593 | -53.390 | city:3440791 | Río Branco
BR | UY | Jaguarão; Jaguarao | -32.565 | -53.378 | city:3460232 | Jaguarão
UY | BR | Artigas | -30.400 | -56.470 | city:3443758 | Artigas
BR | UY | Quaraí; Quarai | -30.385 | -56.455 | city:3452179 | Quaraí
UY | BR | Bella Unión; Bella Union | -30.262 | -57.595 | city:3443631 | Bella Unión
BR | UY | Barra do Quaraí; Barra do Quarai | -30.208 | -57.555 | city:3470687 | Barra do Quaraí
UY | AR | Salto Grande | -31.270 | -57.930 | city:3440714 | Salto
AR | UY | Concordia; Salto Grande | -31.290 | -57.960 | city:3435261 | Concordia
AR | UY | Gualeguaychú; Gualeguaychu; Puente Libertador General San Martín | -33.080 | -58.270 | city:3433658 | Gualeguaychú
AR | BR | Santo Tomé; Santo Tome | -28.575 | -56.045 | city:3428071 | Santo Tomé
BR | AR | São Borja; Sao Borja | -28.615 | -56.015 | city:3449340 | São Borja
AR | BR | Bernardo de Irigoyen | -26.252 | -53.647 | city:3436030 | Bernardo de Irigoyen
BR | AR | Dionísio Cerqueira; Dionisio Cerqueira | -26.255 | -53.638 | city:3464705 | Dionísio Cerqueira
BR | GF | Oiapoque | 3.840 | -51.830 | city:3393758 | Oiapoque
GF | BR | Saint-Georges-de-l'Oyapock; Saint Georges de l'Oyapock | 3.890 | -51.805 | city:3380402 | Saint-Georges
SR | GF | Albina | 5.500 | -54.053 | city:3384792 | Albina
GF | SR | Saint-Laurent-du-Maroni; Saint Laurent du Maroni | 5.500 | -54.030 | city:3380387 | Saint-Laurent-du-Maroni
GY | SR | Moleson Creek | 5.780 | -57.170 | city:13589438 | Corriverton
SR | GY | South Drain | 5.770 | -57.140 | city:3383427 | Nieuw Nickerie
TZ | KE | Holili | -3.375 | 37.655 | city:153209 | Moshi
TZ | KE | Horohoro | -4.625 | 39.095 | city:153423 | Mlalo
RW | TZ | Rusumo | -2.380 | 30.782 | city:202068 | Kibungo
UG | TZ | Mutukula | -0.995 | 31.415 | city:230256 | Kyotera
MW | TZ | Songwe | -9.660 | 33.865 | city:235715 | Karonga
BW | ZW | Ramokgwebana | -20.560 | 27.680 | city:933390 | Masunga
ZA | BW | Skilpadshek | -25.370 | 25.665 | city:11258592 | Lehurutshe
SN | GM | Keur Ayib | 13.605 | -15.610 | city:2247157 | Nioro du Rip
DJ | ET | Galafi | 11.720 | 41.850 | city:408698 | Gâlâfi
ZM | CD | Kasumbalesa | -12.275 | 27.805 | city:919544 | Chililabombwe
MW | MZ | Dedza | -14.365 | 34.345 | city:930025 | Dedza
SZ | ZA | Mahamba | -27.115 | 31.080 | city:934913 | Nhlangano
ZA | SZ | Mahamba | -27.115 | 31.070 | city:965241 | Piet Retief
SZ | MZ | Lomahasha | -25.990 | 32.000 | city:7910862 | Vuvulane
MZ | SZ | Namaacha | -25.985 | 32.020 | city:1034421 | Namaacha
UG | SS | Elegu | 3.575 | 32.065 | city:235489 | Adjumani
EG | PS | رفح; Rafah | 31.238 | 34.240 | city:350350 | Rafaḩ
PS | EG | رفح; Rafah | 31.245 | 34.265 | city:281102 | Rafaḩ
TN | LY | رأس جدير; Ras Jedir; Ras Ajdir | 33.155 | 11.510 | city:2472431 | Ben Gardane
LY | TN | رأس اجدير; Ras Ajdir; Ras Jdir | 33.150 | 11.570 | city:2208655 | Zalţan
BJ | NE | Malanville | 11.865 | 3.385 | city:2392837 | Malanville
BJ | TG | Hillacondji; Hilla-Condji | 6.235 | 1.680 | city:2393947 | Grand-Popo
TG | BJ | Sanvee Condji; Sanvé Kondji | 6.232 | 1.608 | city:2367990 | Aného
NA | BW | Mahango | -18.240 | 21.760 | city:11048946 | Divundu
BW | NA | Mohembo | -18.280 | 21.790 | city:933077 | Shakawe
ZA | BW | Groblersbrug | -22.995 | 27.940 | city:12718798 | Thabo Mbeki
BW | ZA | Martin's Drift | -22.990 | 27.935 | city:11550118 | Lerala
NA | BW | Ngoma | -17.920 | 24.720 | city:877338 | Bukalo
BW | NA | Ngoma | -17.930 | 24.720 | city:933662 | Kavimba
ZW | ZM | Kariba | -16.525 | 28.765 | city:889215 | Kariba
ZM | ZW | Siavonga | -16.520 | 28.750 | city:898188 | Siavonga
TZ | MZ | Mtambaswala; Unity Bridge | -11.410 | 38.510 | city:878054 | Masuguru
SA | JO | الحديثة; Al Haditha; Al-Hadithah | 31.470 | 37.150 | city:108648 | Qurayyat
OM | AE | الوجاجة; Al Wajajah; Wajajah | 24.780 | 56.240 | city:286402 | Shināş
SY | LB | جديدة يابوس; Jdeidet Yabous; Jdeidat Yabus | 33.640 | 35.985 | city:168886 | Judaydat Yābūs
IQ | IR | حاج عمران; Haji Omaran; Hajj Omran | 36.660 | 45.050 | city:447741 | Choman
IR | IQ | تمرچین; Tamarchin | 36.672 | 45.065 | city:121110 | Piranshahr
IR | IQ | خسروی; Khosravi | 34.380 | 45.470 | city:119586 | Qaşr-e Shīrīn
IQ | IR | المنذرية; Munthiriya; Al Mundhiriya | 34.370 | 45.460 | city:94591 | Khānaqīn
TR | IR | Gürbulak; Gurbulak | 39.405 | 44.385 | city:316411 | Doğubayazıt
TM | IR | Howdan; Gaudan; Гаудан | 37.655 | 58.400 | city:162183 | Ashgabat
IR | AF | دوغارون; Dogharoun; Dogharun | 34.640 | 60.950 | city:1159384 | Tāybād
AF | IR | اسلام قلعه; Islam Qala; Islam Qalah | 34.660 | 61.060 | city:1142404 | Eslam Qaleh
IR | AZ | جلفا; Jolfa | 38.945 | 45.635 | city:130081 | Julfa
AZ | IR | Culfa; Julfa; Джульфа | 38.955 | 45.630 | city:148251 | Julfa
UZ | TJ | Oybek; Ойбек | 40.415 | 69.265 | city:1514402 | Bekobod
TJ | UZ | Фотеҳобод; Fotekhobod; Fotehobod | 40.410 | 69.290 | city:1514913 | Bŭston
UZ | TJ | Sariosiyo; Сариасия | 38.470 | 68.080 | city:1217474 | Denov
TJ | UZ | Турсунзода; Tursunzoda | 38.470 | 68.115 | city:1282601 | Tursunzoda
UZ | TM | Olot; Alat; Алат | 39.280 | 63.680 | city:1217907 | Olot Shahri
TM | UZ | Farap; Фарап | 39.200 | 63.620 | city:1219431 | Farap
CN | LA | 磨憨; Mohan | 21.185 | 101.690 | city:1800716 | Mengla
BD | IN | বাংলাবান্ধা; Banglabandha | 26.625 | 88.405 | city:1185141 | Panchagarh
BD | IN | তামাবিল; Tamabil | 25.175 | 92.030 | city:1185099 | Sylhet
IN | BD | Dawki; डावकी | 25.185 | 92.020 | city:1268810 | Jowai
IN | BD | Hili | 25.290 | 88.995 | city:1277508 | Bālurghāt
BD | IN | Hili; Hilli | 25.275 | 89.010 | city:1185206 | Joypur Hāt
IN | BD | Sutarkandi | 24.875 | 92.315 | city:1267758 | Karīmganj
IN | BD | Mahadipur; মহদিপুর | 24.830 | 88.130 | city:1269723 | Malda
BD | IN | সোনামসজিদ; Sonamasjid; Sona Masjid | 24.830 | 88.140 | city:1185108 | Shibganj
IN | MM | Zokhawthar | 23.370 | 93.380 | city:1261468 | Ngūr
MM | IN | Rihkhawdar | 23.370 | 93.400 | city:11072083 | Tedim
TH | KH | ช่องสะงำ; Chong Sa-ngam; Chong Sangam | 14.372 | 104.040 | city:7510997 | Phu Sing
KH | TH | Choam | 14.352 | 104.045 | city:1831898 | Anlong Veaeng
TH | LA | ห้วยโก๋น; Huai Kon | 19.580 | 100.880 | city:7383662 | Chaloem Phra Kiat
TH | MY | เบตง; Betong | 5.785 | 101.070 | city:1611635 | Betong
TH | MY | วังประจัน; Wang Prachan | 6.690 | 100.180 | city:1609722 | Khuan Don
MY | TH | Wang Kelian | 6.680 | 100.180 | city:1736278 | Kangar
VN | LA | Cầu Treo; Cau Treo | 18.390 | 105.160 | city:1570901 | Phố Châu
VN | KH | Tịnh Biên; Tinh Bien | 10.585 | 104.930 | city:1564555 | Tịnh Biên
KH | VN | ភ្នំដិន; Phnom Den | 10.600 | 104.905 | city:11459753 | Kiri Vongs
MY | BN | Tedungan | 4.735 | 114.850 | city:1737714 | Limbang
TL | ID | Batugade | -8.985 | 124.960 | city:1636670 | Maliana
ID | PG | Skouw | -2.620 | 140.960 | city:2082600 | Jayapura
PG | ID | Wutung | -2.610 | 141.010 | city:2084442 | Vanimo
PL | DE | Świecko; Swiecko | 52.312 | 14.600 | city:3085495 | Słubice
DE | PL | Frankfurt (Oder); Frankfurt/Oder | 52.320 | 14.570 | city:2925535 | Frankfurt (Oder)
PL | DE | Kołbaskowo; Kolbaskowo | 53.335 | 14.430 | city:3095834 | Kołbaskowo
DE | PL | Pomellen | 53.345 | 14.390 | city:2854957 | Penkun
PL | DE | Jędrzychowice; Jedrzychowice | 51.140 | 15.040 | city:3080231 | Zgorzelec
DE | PL | Ludwigsdorf | 51.150 | 15.020 | city:2918987 | Görlitz
PL | DE | Olszyna | 51.680 | 14.760 | city:3092813 | Lubsko
DE | PL | Forst | 51.685 | 14.690 | city:2925832 | Forst
PL | LT | Budzisko | 54.285 | 23.100 | city:757718 | Suwałki
LT | PL | Kalvarija | 54.302 | 23.075 | city:598512 | Kalvarija
DE | CZ | Waidhaus | 49.650 | 12.530 | city:2815317 | Waidhaus
CZ | DE | Rozvadov | 49.660 | 12.555 | city:3066631 | Rozvadov
DE | CZ | Zinnwald | 50.738 | 13.765 | city:2957834 | Altenberg
CZ | DE | Cínovec; Cinovec | 50.730 | 13.770 | city:3076346 | Dubí
CZ | AT | Dolní Dvořiště; Dolni Dvoriste | 48.650 | 14.455 | city:3076873 | Dolní Dvořiště
AT | CZ | Wullowitz | 48.628 | 14.455 | city:2768053 | Rainbach im Mühlkreis
CZ | AT | Hatě; Hate | 48.770 | 16.050 | city:3061344 | Znojmo
AT | CZ | Kleinhaugsdorf | 48.752 | 16.040 | city:2776681 | Haugsdorf
AT | SK | Kittsee | 48.070 | 17.080 | city:2774348 | Kittsee
SK | AT | Jarovce | 48.055 | 17.090 | city:3060972 | Bratislava
AT | HU | Nickelsdorf | 47.930 | 17.095 | city:2770630 | Nickelsdorf
HU | AT | Hegyeshalom | 47.920 | 17.120 | city:3051581 | Hegyeshalom
AT | HU | Klingenbach | 47.750 | 16.550 | city:2773938 | Klingenbach
HU | AT | Sopron | 47.730 | 16.570 | city:3045190 | Sopron
AT | SI | Spielfeld | 46.703 | 15.640 | city:2764806 | Spielfeld
SI | AT | Šentilj; Sentilj | 46.690 | 15.650 | city:3191039 | Šentilj v Slov. Goricah
AT | SI | Karawankentunnel; Karawanken | 46.515 | 14.020 | city:2766675 | Sankt Jakob
SI | AT | Karavanke | 46.440 | 14.060 | city:3198647 | Jesenice
IT | SI | Fernetti | 45.700 | 13.840 | city:3170443 | Opicina
SI | IT | Fernetiči; Fernetici | 45.698 | 13.850 | city:3190945 | Sežana
IT | SI | Rabuiese | 45.600 | 13.790 | city:3172483 | Muggia
SI | IT | Škofije; Skofije | 45.590 | 13.795 | city:3220262 | Ankaran
SK | HU | Rusovce | 48.040 | 17.150 | city:3060972 | Bratislava
HU | SK | Rajka | 48.010 | 17.190 | city:3045991 | Rajka
HU | SK | Komárom | 47.750 | 18.120 | city:3049519 | Komárom
SK | HU | Komárno | 47.760 | 18.125 | city:3059436 | Komárno
HR | BA | Gornji Brgat | 42.645 | 18.160 | city:3201047 | Dubrovnik
BA | HR | Иваница; Ivanica | 42.650 | 18.170 | city:3188893 | Trebinje
ME | RS | Добраково; Dobrakovo | 43.110 | 19.690 | city:3204176 | Bijelo Polje
RS | ME | Гостун; Gostun | 43.170 | 19.700 | city:3192404 | Prijepolje
BG | RO | Дуранкулак; Durankulak | 43.723 | 28.575 | city:727329 | Shabla
RO | BG | Vama Veche | 43.745 | 28.575 | city:674782 | Limanu
BG | GR | Илинден; Ilinden | 41.440 | 23.830 | city:731108 | Gotse Delchev
GR | BG | Εξοχή; Exochi | 41.430 | 23.835 | city:736364 | Dráma
MD | UA | Palanca | 46.410 | 30.100 | city:617633 | Palanca
UA | MD | Маяки-Удобне; Mayaky-Udobne; Маяки | 46.420 | 30.140 | city:712488 | Bilyayivka
MD | UA | Criva | 48.270 | 26.650 | city:618510 | Briceni
UA | MD | Мамалига; Mamalyha | 48.278 | 26.615 | city:701927 | Mamalyha
RU | NO | Борисоглебск; Borisoglebsk; Borisoglebsky | 69.630 | 30.110 | city:522260 | Nikel
RU | FI | Люття; Lyuttya | 64.480 | 30.030 | city:543899 | Kostomuksha
FI | RU | Salla | 66.740 | 29.195 | city:638074 | Salla
FI | RU | Raja-Jooseppi | 68.480 | 28.320 | city:656220 | Ivalo
RU | EE | Шумилкино; Shumilkino | 57.630 | 27.405 | city:511785 | Pechory
LV | RU | Terehova | 56.150 | 28.130 | city:453850 | Zilupe
LV | BY | Silene | 55.720 | 26.820 | city:460413 | Daugavpils
BY | LV | Урбаны; Urbany | 55.705 | 26.830 | city:629640 | Braslav
TR | GE | Aktaş; Aktas | 41.210 | 43.160 | city:749109 | Çıldır
GE | TR | კარწახი; Kartsakhi | 41.232 | 43.190 | city:615893 | Akhalkalaki
US | MX | Andrade | 32.718 | -114.728 | city:5322053 | Yuma
MX | US | Los Algodones; Algodones | 32.715 | -114.728 | city:3998214 | Los Algodones
US | CA | Oroville | 48.999 | -119.462 | city:5805838 | Oroville
CA | US | Osoyoos | 49.002 | -119.462 | city:6094665 | Osoyoos
US | CA | Madawaska | 47.357 | -68.327 | city:4970938 | Madawaska
CA | US | Edmundston | 47.362 | -68.325 | city:6545023 | Edmundston
GT | MX | El Carmen | 14.960 | -92.140 | city:3592753 | Malacatán
MX | GT | Talismán; Talisman | 14.962 | -92.148 | city:3515002 | Tuxtla Chico
NI | HN | El Espino | 13.445 | -86.645 | city:3616232 | Somoto
"""
}
