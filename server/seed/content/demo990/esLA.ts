import type { ChapterContent } from '../types';

/*
 * Curso de demostración 990 (sembrado en California), en español latinoamericano: los mismos tres capítulos que en.ts.
 */

const followingDistanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 190" role="img">
  <rect x="0" y="0" width="320" height="190" fill="#ffffff"/>
  <text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Cuenta desde un punto fijo</text>
  <rect x="0" y="30" width="320" height="120" fill="#4a4a4a"/>
  <line x1="0" y1="90" x2="320" y2="90" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="200" y1="22" x2="200" y2="150" stroke="#ffd600" stroke-width="2" stroke-dasharray="5 4"/>
  <rect x="193" y="21" width="14" height="9" fill="#ffd600"/>
  <text x="212" y="29" font-family="sans-serif" font-size="11" fill="#1a1a1a">Punto fijo</text>
  <rect x="214" y="50" width="44" height="24" rx="5" fill="#1e63b5"/>
  <rect x="60" y="50" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="82" y="66" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">Tú</text>
  <line x1="104" y1="42" x2="200" y2="42" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="38" x2="136" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="38" x2="168" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <text x="132" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="164" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="191" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <rect x="212" y="98" width="100" height="44" rx="3" fill="#ef8a17"/>
  <rect x="28" y="108" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="50" y="124" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">Tú</text>
  <line x1="72" y1="100" x2="200" y2="100" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="104" y1="96" x2="104" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="96" x2="136" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="96" x2="168" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <text x="100" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="132" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="164" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <text x="191" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">4</text>
  <text x="10" y="167" font-family="sans-serif" font-size="11" fill="#1a1a1a">Detrás de un auto: al menos 3 segundos</text>
  <text x="10" y="183" font-family="sans-serif" font-size="11" fill="#1a1a1a">Detrás de un camión grande: 4 segundos o más</text>
</svg>`;

const fourWayStopSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" role="img">
  <rect x="0" y="0" width="360" height="200" fill="#e6efdc"/>
  <rect x="70" y="0" width="60" height="200" fill="#4a4a4a"/>
  <rect x="0" y="70" width="200" height="60" fill="#4a4a4a"/>
  <line x1="100" y1="0" x2="100" y2="66" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="100" y2="200" stroke="#ffd600" stroke-width="2"/>
  <line x1="0" y1="100" x2="66" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="134" y1="100" x2="200" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="130" y2="134" stroke="#ffffff" stroke-width="3"/>
  <line x1="70" y1="66" x2="100" y2="66" stroke="#ffffff" stroke-width="3"/>
  <line x1="66" y1="100" x2="66" y2="130" stroke="#ffffff" stroke-width="3"/>
  <line x1="134" y1="70" x2="134" y2="100" stroke="#ffffff" stroke-width="3"/>
  <polygon points="141.7,137 148.3,137 153,141.7 153,148.3 148.3,153 141.7,153 137,148.3 137,141.7" fill="#c62828"/>
  <polygon points="141.7,47 148.3,47 153,51.7 153,58.3 148.3,63 141.7,63 137,58.3 137,51.7" fill="#c62828"/>
  <polygon points="51.7,47 58.3,47 63,51.7 63,58.3 58.3,63 51.7,63 47,58.3 47,51.7" fill="#c62828"/>
  <polygon points="51.7,137 58.3,137 63,141.7 63,148.3 58.3,153 51.7,153 47,148.3 47,141.7" fill="#c62828"/>
  <rect x="105" y="140" width="20" height="34" rx="4" fill="#1e63b5"/>
  <rect x="24" y="105" width="34" height="20" rx="4" fill="#1e63b5"/>
  <rect x="142" y="75" width="34" height="20" rx="4" fill="#1e63b5"/>
  <circle cx="115" cy="157" r="8" fill="#ffffff"/>
  <text x="115" y="161" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">1</text>
  <circle cx="41" cy="115" r="8" fill="#ffffff"/>
  <text x="41" y="119" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">2</text>
  <circle cx="159" cy="85" r="8" fill="#ffffff"/>
  <text x="159" y="89" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3</text>
  <line x1="115" y1="132" x2="115" y2="84" stroke="#ffffff" stroke-width="2"/>
  <polygon points="115,76 110,86 120,86" fill="#ffffff"/>
  <text x="210" y="22" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Orden de llegada</text>
  <circle cx="218" cy="42" r="8" fill="#1e63b5"/>
  <text x="218" y="46" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">1</text>
  <text x="232" y="40" font-family="sans-serif" font-size="11" fill="#1a1a1a">Se detuvo primero:</text>
  <text x="232" y="53" font-family="sans-serif" font-size="11" fill="#1a1a1a">pasa primero</text>
  <circle cx="218" cy="74" r="8" fill="#1e63b5"/>
  <text x="218" y="78" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">2</text>
  <text x="232" y="78" font-family="sans-serif" font-size="11" fill="#1a1a1a">Pasa después</text>
  <circle cx="218" cy="100" r="8" fill="#1e63b5"/>
  <text x="218" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">3</text>
  <text x="232" y="104" font-family="sans-serif" font-size="11" fill="#1a1a1a">Pasa al final</text>
  <text x="210" y="136" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">¿Llegaron juntos?</text>
  <text x="210" y="150" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Cede el paso al</text>
  <text x="210" y="164" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">conductor de</text>
  <text x="210" y="178" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">tu derecha.</text>
</svg>`;

const glanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img">
  <rect x="0" y="0" width="320" height="160" fill="#ffffff"/>
  <text x="160" y="20" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Mirar 5 segundos a 55 mph (89 km/h)</text>
  <text x="20" y="48" font-family="sans-serif" font-size="11" fill="#1a1a1a">Distancia que recorres sin ver el camino</text>
  <rect x="20" y="55" width="262" height="24" fill="#c62828"/>
  <text x="30" y="72" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">unos 400 pies (123 m)</text>
  <text x="20" y="102" font-family="sans-serif" font-size="11" fill="#1a1a1a">Cancha de fútbol americano, de punta a punta</text>
  <rect x="20" y="109" width="234" height="24" fill="#2e7d32"/>
  <text x="30" y="126" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">360 pies (110 m)</text>
  <text x="160" y="152" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Un mensaje de texto distrae ojos, manos y mente.</text>
</svg>`;

export const chapters: ChapterContent[] = [
  {
    title: 'El espacio alrededor de tu auto',
    summary:
      'Cómo un margen de espacio alrededor de tu auto te da tiempo para reaccionar, y cómo comprobarlo con la regla de los 3 segundos.',
    objectives: [
      'Explicar por qué el espacio libre alrededor de tu auto te da tiempo para reaccionar',
      'Aplicar la regla de los 3 segundos para comprobar tu distancia de seguimiento',
      'Identificar las situaciones en las que necesitas más de 3 segundos',
    ],
    sections: [
      {
        heading: 'Por qué importa el espacio',
        paragraphs: [
          'La mayoría de los choques ocurren porque a un conductor se le acaban el tiempo y el espacio en el mismo momento. El espacio que rodea tu auto es justamente lo que te da ese tiempo. Si mantienes un margen libre adelante, atrás y a cada lado, puedes ver venir un problema, frenar con suavidad o esquivarlo en lugar de chocar con él. Ese espacio también permite que los demás se equivoquen sin arrastrarte a ti.',
          'El espacio de adelante es el que controlas de manera más directa, y los choques por alcance, cuando un vehículo golpea por detrás al de adelante, están entre los más frecuentes. Casi siempre se deben a ir demasiado pegado. Si el conductor de adelante frena de golpe, necesitas tiempo para darte cuenta, tiempo para llevar el pie al freno y distancia para que tu auto se detenga. Si el espacio es muy corto, ninguna habilidad lo compensa.',
        ],
        keyPoints: [
          'El espacio te da tiempo para ver, decidir y actuar.',
          'Mantén espacio libre adelante, atrás y a ambos lados.',
          'Ir pegado al de adelante es la causa habitual de los choques por alcance.',
        ],
        figure: null,
      },
      {
        heading: 'La regla de los 3 segundos',
        paragraphs: [
          'Para comprobar tu distancia de seguimiento, fíjate en el momento en que el vehículo de adelante pasa junto a un objeto fijo, como un letrero, un poste o una sombra en el pavimento. Entonces cuenta: «mil uno, mil dos, mil tres». Si el frente de tu auto llega a ese mismo punto antes de que termines, vas demasiado cerca. Levanta el pie del acelerador y vuelve a contar. Como la regla mide tiempo y no distancia, sirve a cualquier velocidad.',
          'Tres segundos es el mínimo cuando las condiciones son buenas. Date más tiempo si el pavimento está mojado o resbaloso, si hay neblina o está oscuro, si vas detrás de una motocicleta o si remolcas un tráiler. Detrás de un camión grande o de un autobús, deja al menos cuatro segundos, porque su tamaño te tapa la vista del camino. Si alguien se te pega atrás, nunca frenes de golpe para advertirle: amplía la distancia con el de adelante para que ambos tengan espacio para detenerse, o cámbiate de carril y déjalo pasar.',
        ],
        keyPoints: [
          'Mantén al menos 3 segundos detrás del vehículo de adelante.',
          'Suma tiempo con mal clima, de noche y detrás de motocicletas.',
          'Deja 4 segundos o más detrás de camiones grandes y autobuses.',
        ],
        figure: {
          svg: followingDistanceSvg,
          alt: 'Una carretera de dos carriles con una marca que la cruza. En el carril de arriba, tu auto va tres segundos detrás del auto de adelante; en el de abajo, va cuatro segundos detrás de un camión grande.',
          caption:
            'Figura 1.1 — Cómo contar tu distancia de seguimiento desde un punto fijo: 3 segundos detrás de un auto, 4 o más detrás de un camión.',
        },
      },
    ],
  },
  {
    title: 'Intersecciones y derecho de paso',
    summary:
      'Quién pasa primero en las señales de alto, en las intersecciones sin señales, en las vueltas a la izquierda y en los cruces peatonales, y por qué el derecho de paso se cede, nunca se arrebata.',
    objectives: [
      'Decidir quién pasa primero en un alto de cuatro vías',
      'Explicar cómo ceder el paso en intersecciones sin señales y al dar vuelta a la izquierda',
      'Describir tu obligación con los peatones en cruces peatonales marcados y sin marcar',
    ],
    sections: [
      {
        heading: 'Altos de cuatro vías e intersecciones sin señales',
        paragraphs: [
          'En un alto de cuatro vías, donde hay una señal de alto en cada esquina, todos los conductores deben detenerse por completo. Pasa primero quien se detuvo primero, y los demás siguen en el orden en que llegaron. Si dos vehículos se detienen al mismo tiempo, el conductor de la izquierda le cede el paso al de la derecha. Si tú y un conductor que viene de frente llegan juntos y uno de los dos va a dar vuelta a la izquierda, el que da vuelta espera. Si tienes dudas, deja pasar al otro.',
          'En una intersección sin señales ni semáforos, baja la velocidad y prepárate para detenerte. Cede el paso a los vehículos y peatones que ya estén en la intersección y a cualquier vehículo que haya llegado antes que tú. Si llegas al mismo tiempo que otro vehículo, cédele el paso al que está a tu derecha. En una intersección en T sin señales, el tránsito de la calle que continúa tiene preferencia sobre quienes se incorporan desde el extremo de la T.',
        ],
        keyPoints: [
          'En un alto de cuatro vías, pasa primero quien se detuvo primero.',
          '¿Llegaron juntos? Cede el paso al conductor de tu derecha.',
          'En una intersección en T, pasa primero el tránsito de la calle que continúa.',
        ],
        figure: {
          svg: fourWayStopSvg,
          alt: 'Un alto de cuatro vías visto desde arriba, con una señal de alto en cada esquina. Tres autos esperan en las líneas de alto, numerados 1, 2 y 3 según el orden en que llegaron; el auto 1 es el primero en cruzar de frente.',
          caption: 'Figura 2.1 — En un alto de cuatro vías, los conductores pasan en el orden en que se detuvieron.',
        },
      },
      {
        heading: 'Vueltas a la izquierda y peatones',
        paragraphs: [
          'Cuando des vuelta a la izquierda, cede el paso al tránsito que viene de frente y está lo bastante cerca como para ser un peligro, aunque tengas luz verde. Espera en tu carril con las llantas derechas: así, si alguien te pega por detrás, no te empujará hacia los autos que vienen de frente. Da la vuelta solo cuando el hueco alcance para terminarla sin obligar a nadie a frenar. La luz verde te deja avanzar solo cuando la intersección está despejada.',
          'Los peatones tienen el derecho de paso en los cruces peatonales marcados y en los cruces sin marcar de las intersecciones, aunque no haya líneas pintadas. Detente ante cualquier persona que esté cruzando y nunca rebases a un vehículo detenido ante un cruce peatonal: delante de él puede estar pasando un peatón que tú no alcanzas a ver. Recuerda que la ley solo dice quién debe ceder el paso; nunca le da a nadie derecho a chocar. Ante la duda, deja pasar al otro.',
        ],
        keyPoints: [
          'Al dar vuelta a la izquierda, cede el paso a quien viene de frente y espera con las llantas derechas.',
          'Los peatones tienen el derecho de paso en cruces peatonales marcados y sin marcar.',
          'Nunca rebases a un vehículo detenido ante un cruce peatonal.',
        ],
        figure: null,
      },
    ],
  },
  {
    title: 'Mantente alerta',
    summary:
      'Cómo las distracciones y el cansancio te quitan la atención del camino, qué dice la ley de California sobre el celular y qué hacer cuando te da sueño.',
    objectives: [
      'Nombrar los tres tipos de distracción al manejar',
      'Explicar las reglas básicas de California sobre el uso del celular al manejar',
      'Reconocer las señales de alerta del sueño al volante y reaccionar de forma segura',
    ],
    sections: [
      {
        heading: 'Las distracciones',
        paragraphs: [
          'Para manejar necesitas los ojos en el camino, las manos en el volante y la mente en lo que haces. Todo lo que aparte cualquiera de estas tres cosas es una distracción: visual (mirar a otro lado), manual (quitar una mano del volante) o cognitiva (pensar en otra cosa). Escribir mensajes de texto es especialmente peligroso porque reúne las tres a la vez. Si miras el celular cinco segundos a 55 mph (unos 89 km/h), recorres más que el largo de una cancha de fútbol americano sin ver el camino.',
          'En California no puedes sostener en la mano un celular ni otro dispositivo inalámbrico mientras manejas. Los conductores de 18 años o más solo pueden usar el celular en modo manos libres, por ejemplo con comandos de voz o con un solo toque o deslizamiento en un teléfono montado en el auto. Los menores de 18 no pueden usarlo en absoluto, ni siquiera con manos libres, salvo para pedir ayuda en una emergencia. Las reglas cambian, así que consulta la edición vigente del Manual del Automovilista de California. Mejor aún: programa tu ruta y tu música antes de arrancar, y deja que las llamadas esperen.',
        ],
        keyPoints: [
          'La distracción puede ser visual, manual o cognitiva; escribir mensajes es las tres a la vez.',
          'Nunca sostengas el celular al manejar; los adultos solo pueden usarlo con manos libres.',
          'Los menores de 18 no pueden usar el celular, salvo en una emergencia.',
        ],
        figure: {
          svg: glanceSvg,
          alt: 'Dos barras comparan distancias. Mirar el celular cinco segundos a 55 mph (89 km/h) equivale a recorrer unos 400 pies (123 m), más que una cancha de fútbol americano de 360 pies (110 m).',
          caption:
            'Figura 3.1 — Cinco segundos sin mirar el camino a 55 mph equivalen a recorrer más que una cancha de fútbol americano.',
        },
      },
      {
        heading: 'El cansancio',
        paragraphs: [
          'El cansancio vuelve más lentas tus reacciones y nubla tu juicio de forma parecida al alcohol, y un conductor cansado puede caer en un microsueño: unos segundos de sueño, a veces con los ojos todavía abiertos. Las señales de alerta incluyen bostezar seguido, sentir los párpados pesados, salirte de tu carril, pasarte una salida o una señal y no recordar los últimos kilómetros. El riesgo es mayor tarde en la noche, a primera hora de la tarde y después de un día largo de trabajo o de clases.',
          'Subir el volumen del radio o bajar la ventanilla no quita el cansancio. Si notas las señales de alerta, sal del camino en el siguiente lugar seguro, como un área de descanso, y descansa. Una siesta corta de unos 20 minutos puede ayudar, y la cafeína da un impulso breve, pero lo único que de verdad quita el cansancio es dormir. Antes de un viaje largo, duerme bien la noche anterior, planea una parada más o menos cada dos horas y, cuando puedas, comparte el manejo con otra persona.',
        ],
        keyPoints: [
          'Bostezar, salirte del carril y pasarte salidas son señales de alerta.',
          'El radio y el aire fresco no quitan el cansancio; solo dormir lo hace.',
          'Si te da sueño, detente en un lugar seguro y descansa.',
        ],
        figure: null,
      },
    ],
  },
];
