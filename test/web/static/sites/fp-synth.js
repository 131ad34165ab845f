/*
 * The practice page of fp-synth.example, a music-lessons site: a tone generator and metronome on the
 * Web Audio API (an online AudioContext: oscillators through a gain envelope and an AnalyserNode to
 * the speakers, with a bar visualiser on a canvas), and the waveform overview of the lesson's
 * recording, decoded with an OfflineAudioContext (no user gesture needed) and drawn from its samples.
 */
(function () {
  var AudioContextType = window.AudioContext || window.webkitAudioContext;
  var audio = new AudioContextType();
  var analyser = audio.createAnalyser();
  analyser.fftSize = 256;
  var master = audio.createGain();
  master.gain.value = 0.4;
  master.connect(analyser);
  analyser.connect(audio.destination);

  function note(frequency, at, length, type) {
    var osc = audio.createOscillator();
    var env = audio.createGain();
    osc.type = type || 'sine';
    osc.frequency.value = frequency;
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(1, at + 0.01);
    env.gain.exponentialRampToValueAtTime(0.001, at + length);
    osc.connect(env);
    env.connect(master);
    osc.start(at);
    osc.stop(at + length + 0.05);
  }

  var tempo = document.getElementById('tempo');
  var timer = null;
  function tick(beat) {
    note(beat % 4 === 0 ? 1760 : 880, audio.currentTime, 0.05, 'square');
  }
  function play() {
    audio.resume().then(function () {
      var t = audio.currentTime;
      [261.63, 329.63, 392.0, 523.25].forEach(function (f, i) {
        note(f, t + i * 0.25, 0.6, 'triangle');
      });
      document.body.dataset.playing = 'true';
    });
  }
  document.getElementById('play-chord').addEventListener('click', play);
  document.getElementById('metronome').addEventListener('click', function () {
    if (timer) {
      clearInterval(timer);
      timer = null;
      return;
    }
    var beat = 0;
    audio.resume();
    timer = setInterval(function () {
      tick(beat++);
    }, 60000 / Number(tempo.value));
  });

  var bars = document.getElementById('visualiser');
  var barsCtx = bars.getContext('2d');
  var levels = new Uint8Array(analyser.frequencyBinCount);
  function draw() {
    analyser.getByteFrequencyData(levels);
    barsCtx.clearRect(0, 0, bars.width, bars.height);
    barsCtx.fillStyle = '#8a4fbf';
    var w = bars.width / levels.length;
    for (var i = 0; i < levels.length; i++) {
      var h = (levels[i] / 255) * bars.height;
      barsCtx.fillRect(i * w, bars.height - h, w - 1, h);
    }
    requestAnimationFrame(draw);
  }
  requestAnimationFrame(draw);

  var wave = document.getElementById('waveform');
  var OfflineType = window.OfflineAudioContext || window.webkitOfflineAudioContext;
  fetch(wave.dataset.src)
    .then(function (response) {
      return response.arrayBuffer();
    })
    .then(function (data) {
      return new OfflineType(1, 1, 44100).decodeAudioData(data);
    })
    .then(function (buffer) {
      var samples = buffer.getChannelData(0);
      var ctx = wave.getContext('2d');
      var step = Math.ceil(samples.length / wave.width);
      ctx.fillStyle = '#c9b2e0';
      for (var x = 0; x < wave.width; x++) {
        var peak = 0;
        for (var i = x * step; i < (x + 1) * step && i < samples.length; i++) {
          peak = Math.max(peak, Math.abs(samples[i]));
        }
        var h = peak * wave.height;
        ctx.fillRect(x, (wave.height - h) / 2, 1, Math.max(1, h));
      }
      document.body.dataset.waveform = 'drawn';
    });
})();
