// Profiles, media and statistics; "not shown" texts written for us.
export const profile = {
  success: 'Modification effectuée avec succès.',
  failure: 'Erreur : vérifiez les informations saisies et réessayez !',
  presentationInvalid: 'Modifiez votre saisie dans le champ présentation et réessayez.',
  imageInvalid: 'Erreur : vérifiez le format et la taille de votre image, puis réessayez',
  videoInvalid: 'Lien vidéo invalide : seuls les liens YouTube et Vimeo sont acceptés.',
  notFound: 'Aucun profil trouvé',
  imageNotFound: 'Image introuvable.',
  photoSaved: 'Photo mise à jour avec succès.',
  photoDeleted: 'Photo supprimée avec succès.',
  gallerySaved: 'Image ajoutée à votre galerie.',
  galleryDeleted: 'Image retirée de votre galerie.',
  videoSaved: 'Vidéo de présentation enregistrée.',
  videoDeleted: 'Vidéo de présentation retirée.',
  tradeNameLabel: 'Nom commercial',
  tradeNameHint:
    'Le nom de votre marque, agence ou entreprise, affiché sur vos projets et vos offres à la place du pseudo.',
  tradeNameForBrands:
    'Le nom commercial est réservé aux marques, agences et porteurs de projet : retirez-le ou choisissez l’un de ces types de profil.',
  tradeNameCharacters:
    'Le nom commercial contient des caractères invisibles ou de contrôle : saisissez-le à nouveau sans copier-coller.',
  creatorOnly:
    'Ce réglage est réservé aux créateurs et créatrices : il ne s’applique pas aux marques, agences et porteurs de projet.',
} as const;
