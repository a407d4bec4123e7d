import type { BankQuestion } from '../types';

/*
 * Banco de preguntas del curso de demostración 990, en español latinoamericano: las mismas preguntas que questions.ts,
 * en el mismo orden y con las opciones en el mismo orden, cada una respondible con el texto de su capítulo en esLA.ts.
 */
export const questionsEsLA: BankQuestion[] = [
  // Capítulo 1 — El espacio alrededor de tu auto
  {
    chapter: 1,
    prompt: 'Según el capítulo, ¿por qué importa el espacio libre alrededor de tu auto?',
    options: [
      'Te permite manejar más rápido que el tránsito que te rodea',
      'Te da tiempo para ver un problema y reaccionar',
      'Hace que la policía vea tu auto con más facilidad',
      'Reduce tu consumo de gasolina en el tránsito de la ciudad',
    ],
    answer: 1,
    explanation:
      'El espacio te da tiempo para ver venir un problema, frenar con suavidad o esquivarlo (sección “Por qué importa el espacio”).',
  },
  {
    chapter: 1,
    prompt: '¿Cuál es la causa habitual de los choques por alcance?',
    options: [
      'Manejar por debajo del límite de velocidad',
      'Llevar los faros encendidos de día',
      'Cambiarse de carril en la autopista',
      'Ir demasiado pegado al vehículo de adelante',
    ],
    answer: 3,
    explanation:
      'Ir demasiado pegado al vehículo de adelante es la causa habitual de los choques por alcance (sección “Por qué importa el espacio”).',
  },
  {
    chapter: 1,
    prompt: '¿Dónde debes tratar de mantener un margen de espacio libre?',
    options: [
      'Solo adelante de tu auto',
      'Solo detrás de tu auto',
      'Adelante, atrás y a ambos lados',
      'Solo del lado del conductor',
    ],
    answer: 2,
    explanation:
      'El capítulo te pide mantener espacio libre adelante, atrás y a cada lado de tu auto (sección “Por qué importa el espacio”).',
  },
  {
    chapter: 1,
    prompt: 'Si el conductor de adelante frena de golpe, ¿qué necesitas para detenerte a tiempo?',
    options: [
      'Tiempo para darte cuenta, tiempo para llevar el pie al freno y distancia para que el auto se detenga',
      'Un claxon fuerte, una direccional y espejos limpios',
      'Un carril más ancho, un pasajero y un auto más lento',
      'Luz de día, pavimento seco y frenos nuevos',
    ],
    answer: 0,
    explanation:
      'Necesitas tiempo para darte cuenta, tiempo para llevar el pie al freno y distancia para que tu auto se detenga (sección “Por qué importa el espacio”).',
  },
  {
    chapter: 1,
    prompt: '¿En qué momento empiezas a contar para la regla de los 3 segundos?',
    options: [
      'Cuando tu auto pasa junto a un auto estacionado',
      'Cuando el vehículo de adelante pasa junto a un objeto fijo, como un letrero o un poste',
      'Cuando el semáforo de adelante cambia a amarillo',
      'Cuando quitas el pie del freno',
    ],
    answer: 1,
    explanation:
      'Empieza a contar cuando el vehículo de adelante pase junto a un objeto fijo, como un letrero, un poste o una sombra (sección “La regla de los 3 segundos”).',
  },
  {
    chapter: 1,
    prompt: 'Tu auto llega al objeto fijo antes de que termines de contar “mil tres”. ¿Qué debes hacer?',
    options: [
      'Nada; esa es una distancia segura',
      'Frenar fuerte para abrir espacio rápidamente',
      'Cambiarte de carril de inmediato',
      'Levantar el pie del acelerador y volver a contar',
    ],
    answer: 3,
    explanation:
      'Llegar al objeto antes de terminar significa que vas demasiado cerca: levanta el pie del acelerador y vuelve a contar (sección “La regla de los 3 segundos”).',
  },
  {
    chapter: 1,
    prompt: '¿Por qué la regla de los 3 segundos sirve a cualquier velocidad?',
    options: [
      'Mide tiempo y no distancia',
      'Los límites de velocidad son iguales en todos los caminos',
      'Solo se aplica en autopistas',
      'Se mide en largos de auto',
    ],
    answer: 0,
    explanation:
      'Como la regla mide tiempo y no distancia, sirve a cualquier velocidad (sección “La regla de los 3 segundos”).',
  },
  {
    chapter: 1,
    prompt: '¿Cuánto tiempo de distancia debes dejar detrás de un camión grande o un autobús?',
    options: ['Alrededor de 1 segundo', 'Alrededor de 2 segundos', 'Al menos 4 segundos', 'Exactamente 3 segundos'],
    answer: 2,
    explanation:
      'Deja al menos cuatro segundos detrás de un camión grande o un autobús, porque su tamaño te tapa la vista del camino (sección “La regla de los 3 segundos”).',
  },
  {
    chapter: 1,
    prompt: '¿Qué situación exige más de 3 segundos de distancia de seguimiento?',
    options: [
      'Ir detrás de un auto con el pavimento seco y de día',
      'Ir detrás de una motocicleta con el pavimento mojado',
      'Manejar con poco tránsito en una tarde soleada',
      'Manejar solo por una calle vacía y seca',
    ],
    answer: 1,
    explanation:
      'Tres segundos es el mínimo cuando las condiciones son buenas; date más tiempo si el pavimento está mojado y si vas detrás de una motocicleta (sección “La regla de los 3 segundos”).',
  },
  {
    chapter: 1,
    prompt: 'Un conductor se te pega atrás. ¿Qué recomienda el capítulo?',
    options: [
      'Frenar de golpe para advertirle',
      'Acelerar para alejarte de él',
      'Ampliar la distancia con el de adelante, o cambiarte de carril y dejarlo pasar',
      'Detenerte en tu carril hasta que te rebase',
    ],
    answer: 2,
    explanation:
      'Nunca frenes de golpe para advertir a quien se te pega atrás; amplía la distancia con el de adelante o cámbiate de carril y déjalo pasar (sección “La regla de los 3 segundos”).',
  },

  // Capítulo 2 — Intersecciones y derecho de paso
  {
    chapter: 2,
    prompt: 'En un alto de cuatro vías, ¿quién pasa primero?',
    options: [
      'El vehículo más grande',
      'El conductor que se detuvo primero',
      'El conductor que tiene más prisa',
      'El conductor de la izquierda',
    ],
    answer: 1,
    explanation:
      'En un alto de cuatro vías pasa primero quien se detuvo primero, y los demás siguen en el orden en que llegaron (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt: 'Dos vehículos se detienen al mismo tiempo en un alto de cuatro vías. ¿Cuál es la regla?',
    options: [
      'El conductor de la izquierda le cede el paso al de la derecha',
      'El conductor de la derecha le cede el paso al de la izquierda',
      'Pasa primero el conductor que toca el claxon primero',
      'Ambos conductores deben esperar a un tercer vehículo',
    ],
    answer: 0,
    explanation:
      'Si dos vehículos se detienen al mismo tiempo, el conductor de la izquierda le cede el paso al de la derecha (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt:
      'Tú y un conductor que viene de frente llegan juntos a un alto de cuatro vías. Tú quieres dar vuelta a la izquierda y él va a seguir derecho. ¿Qué debes hacer?',
    options: [
      'Pasar primero, porque pusiste la direccional',
      'Esperar y dejar que el conductor que viene de frente pase primero',
      'Dar la vuelta al mismo tiempo que él sigue derecho',
      'Echarte en reversa y buscar otra ruta',
    ],
    answer: 1,
    explanation:
      'Si llegas junto con un conductor que viene de frente y uno de los dos va a dar vuelta a la izquierda, el que da vuelta espera (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt: 'En una intersección sin señales ni semáforos, ¿a quién debes cederle el paso?',
    options: [
      'Solo a los peatones',
      'Solo a los vehículos de tu izquierda',
      'A nadie, si tu calle es más ancha',
      'A los vehículos y peatones que ya están en la intersección y a los vehículos que llegaron antes que tú',
    ],
    answer: 3,
    explanation:
      'Cede el paso a los vehículos y peatones que ya estén en la intersección y a cualquier vehículo que haya llegado antes que tú (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt: 'Tú y otro vehículo llegan al mismo tiempo a una intersección sin señales. ¿Quién pasa primero?',
    options: [
      'El vehículo de tu derecha',
      'El vehículo de tu izquierda',
      'El vehículo más rápido',
      'El conductor que haga señas primero',
    ],
    answer: 0,
    explanation:
      'Si llegas al mismo tiempo que otro vehículo, cédele el paso al que está a tu derecha (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt: 'En una intersección en T sin señales, ¿quién tiene el derecho de paso?',
    options: [
      'Los conductores que se incorporan desde el extremo de la T',
      'Quien va a dar vuelta a la izquierda',
      'El tránsito de la calle que continúa',
      'El conductor que llega al último',
    ],
    answer: 2,
    explanation:
      'En una intersección en T sin señales, el tránsito de la calle que continúa tiene preferencia (sección “Altos de cuatro vías e intersecciones sin señales”).',
  },
  {
    chapter: 2,
    prompt:
      'Mientras esperas en tu carril para dar vuelta a la izquierda, ¿hacia dónde deben apuntar tus llantas delanteras?',
    options: [
      'Giradas por completo a la izquierda, listas para arrancar',
      'Un poco giradas a la derecha',
      'Hacia la acera más cercana',
      'Derechas, hacia el frente',
    ],
    answer: 3,
    explanation:
      'Mantén las llantas derechas para que, si alguien te pega por detrás, no te empuje hacia los autos que vienen de frente (sección “Vueltas a la izquierda y peatones”).',
  },
  {
    chapter: 2,
    prompt: 'Tienes luz verde y quieres dar vuelta a la izquierda. ¿Qué debes hacer?',
    options: [
      'Dar la vuelta de inmediato, porque verde significa avanzar',
      'Ceder el paso al tránsito que viene de frente y está lo bastante cerca como para ser un peligro',
      'Tocar el claxon y dar la vuelta',
      'Esperar a que la luz cambie a amarillo',
    ],
    answer: 1,
    explanation:
      'Aunque tengas luz verde, cede el paso al tránsito que viene de frente y está lo bastante cerca como para ser un peligro; la luz verde te deja avanzar solo cuando la intersección está despejada (sección “Vueltas a la izquierda y peatones”).',
  },
  {
    chapter: 2,
    prompt: '¿Dónde tienen el derecho de paso los peatones?',
    options: [
      'Solo en los cruces peatonales con líneas pintadas',
      'Solo cuando la señal peatonal indica “camine”',
      'En los cruces peatonales marcados y en los cruces sin marcar de las intersecciones',
      'Solo en las zonas escolares',
    ],
    answer: 2,
    explanation:
      'Los peatones tienen el derecho de paso en los cruces peatonales marcados y en los cruces sin marcar de las intersecciones, aunque no haya líneas pintadas (sección “Vueltas a la izquierda y peatones”).',
  },
  {
    chapter: 2,
    prompt:
      'Un vehículo que va delante de ti en el carril de al lado se detuvo ante un cruce peatonal. ¿Qué debes hacer?',
    options: [
      'No rebasarlo: delante de él puede estar cruzando un peatón que no alcanzas a ver',
      'Rebasarlo despacio por la izquierda',
      'Tocar el claxon para que el peatón cruce más rápido',
      'Rebasarlo si tienes luz verde',
    ],
    answer: 0,
    explanation:
      'Nunca rebases a un vehículo detenido ante un cruce peatonal, porque delante de él puede estar pasando un peatón que no alcanzas a ver (sección “Vueltas a la izquierda y peatones”).',
  },

  // Capítulo 3 — Mantente alerta
  {
    chapter: 3,
    prompt: '¿Cuáles son los tres tipos de distracción al manejar que nombra el capítulo?',
    options: [
      'Visual, manual y cognitiva',
      'Legal, ilegal y accidental',
      'De día, de noche y por el clima',
      'Cercana, lejana y lateral',
    ],
    answer: 0,
    explanation:
      'La distracción puede ser visual (mirar a otro lado), manual (quitar una mano del volante) o cognitiva (pensar en otra cosa) (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: '¿Por qué es especialmente peligroso escribir mensajes de texto mientras manejas?',
    options: [
      'Solo es peligroso de noche',
      'Es una distracción visual, manual y cognitiva a la vez',
      'Descarga la batería del auto',
      'Solo afecta a los conductores nuevos',
    ],
    answer: 1,
    explanation:
      'Escribir mensajes de texto es especialmente peligroso porque reúne los tres tipos de distracción a la vez (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: 'A 55 mph (unos 89 km/h), ¿más o menos qué distancia recorres si miras el celular cinco segundos?',
    options: [
      'Más o menos el largo de un auto',
      'Unos 50 pies (15 m)',
      'Más que el largo de una cancha de fútbol americano',
      'Menos que el ancho de una intersección',
    ],
    answer: 2,
    explanation:
      'Si miras el celular cinco segundos a 55 mph, recorres más que el largo de una cancha de fútbol americano sin ver el camino (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: 'Pensar en una discusión en lugar de en el camino, ¿qué tipo de distracción es?',
    options: ['Visual', 'Manual', 'Mecánica', 'Cognitiva'],
    answer: 3,
    explanation: 'Pensar en otra cosa es una distracción cognitiva (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: 'Según la ley de California, ¿cómo puede usar el celular al manejar un conductor de 18 años o más?',
    options: [
      'Solo con manos libres, por ejemplo con comandos de voz o con un solo toque o deslizamiento en un teléfono montado en el auto',
      'Sosteniéndolo en la mano, pero solo a baja velocidad',
      'Para escribir mensajes, pero solo con el semáforo en rojo',
      'De cualquier forma, siempre que use el altavoz',
    ],
    answer: 0,
    explanation:
      'En California no puedes sostener el celular en la mano mientras manejas; los conductores de 18 años o más solo pueden usarlo en modo manos libres (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: '¿Puede un conductor de 17 años en California usar el celular con manos libres mientras maneja?',
    options: [
      'Sí, si el teléfono está montado en el auto',
      'Sí, para llamadas de menos de un minuto',
      'No, salvo para pedir ayuda en una emergencia',
      'Sí, con permiso de sus padres',
    ],
    answer: 2,
    explanation:
      'Los menores de 18 no pueden usar el celular en absoluto, ni siquiera con manos libres, salvo para pedir ayuda en una emergencia (sección “Las distracciones”).',
  },
  {
    chapter: 3,
    prompt: '¿Cuál de estas es una señal de alerta del sueño al volante?',
    options: [
      'Tener hambre',
      'Salirte de tu carril',
      'Notar muchas señales de tránsito',
      'Revisar los espejos seguido',
    ],
    answer: 1,
    explanation:
      'Las señales de alerta incluyen bostezar, sentir los párpados pesados, salirte de tu carril y pasarte una salida o una señal (sección “El cansancio”).',
  },
  {
    chapter: 3,
    prompt: '¿Qué es un microsueño?',
    options: [
      'Una siesta de unos 20 minutos en un área de descanso',
      'Una parada que se hace cada dos horas',
      'Unos segundos de sueño, a veces con los ojos todavía abiertos',
      'Cerrar un ojo a la vez para descansarlo',
    ],
    answer: 2,
    explanation:
      'Un microsueño son unos segundos de sueño, a veces con los ojos todavía abiertos (sección “El cansancio”).',
  },
  {
    chapter: 3,
    prompt: 'Empiezas a sentir sueño en la autopista. ¿Qué recomienda el capítulo?',
    options: [
      'Subirle el volumen al radio y seguir manejando',
      'Bajar la ventanilla y manejar un poco más rápido para llegar antes',
      'Tomar café y saltarte la parada que tenías planeada',
      'Salir del camino en el siguiente lugar seguro, como un área de descanso, y descansar',
    ],
    answer: 3,
    explanation:
      'El radio y el aire fresco no quitan el cansancio; sal del camino en el siguiente lugar seguro y descansa (sección “El cansancio”).',
  },
  {
    chapter: 3,
    prompt: '¿Qué es lo único que de verdad quita el cansancio?',
    options: ['Dormir', 'La cafeína', 'El aire fresco de una ventanilla abierta', 'La música a todo volumen'],
    answer: 0,
    explanation:
      'Una siesta y la cafeína pueden ayudar por un rato, pero lo único que de verdad quita el cansancio es dormir (sección “El cansancio”).',
  },
  {
    chapter: 3,
    prompt: '¿Cuándo es mayor el riesgo de manejar con sueño?',
    options: [
      'Justo después de dormir bien toda la noche',
      'Tarde en la noche, a primera hora de la tarde y después de un día largo de trabajo o de clases',
      'Durante los primeros minutos de cualquier viaje',
      'Solo en los días de lluvia',
    ],
    answer: 1,
    explanation:
      'El riesgo es mayor tarde en la noche, a primera hora de la tarde y después de un día largo de trabajo o de clases (sección “El cansancio”).',
  },
];
